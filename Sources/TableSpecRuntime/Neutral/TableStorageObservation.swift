internal import Foundation

/// Keeps a form kept in UserDefaults in step with changes made elsewhere (another screen, the Settings app, an
/// extension of the app group) for as long as it is held: the UIKit data source holds one while it is attached,
/// and the SwiftUI list while it is on screen. Each `UserDefaults.didChangeNotification` calls `changed` on the
/// main actor, where the table reads the stored values again; letting go of the observation stops it.
///
/// The notification is observed with a block rather than an async sequence or a Combine publisher, which are not
/// on every platform the runtime builds for.
public final class TableStorageObservation: Sendable {
    /// The notification center's token; only read again when the observation goes.
    private nonisolated(unsafe) let token: any NSObjectProtocol

    /// Starts observing: `changed` runs on the main actor after each change of any UserDefaults of the process
    /// (the notification does not say which suite changed; reading the values again is what tells).
    public init(changed: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil,
            queue: .main
        ) { _ in
            MainActor.assumeIsolated { changed() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
