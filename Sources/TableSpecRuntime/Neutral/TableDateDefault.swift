public import Foundation

/// A date picker's `default`, read in the device's calendar and time zone when the row is made: a day (at its
/// start), a time of day (today), or a day and a time.
public nonisolated struct TableDateDefault: Hashable, Sendable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int?
    public var minute: Int?

    /// A time of day, today: `.time(hour: 7, minute: 0)`.
    public static func time(hour: Int, minute: Int) -> Self {
        Self(hour: hour, minute: minute)
    }

    /// A day, at its start: `.day(year: 2026, month: 3, day: 1)`.
    public static func day(year: Int, month: Int, day: Int) -> Self {
        Self(year: year, month: month, day: day)
    }

    /// A day and a time: `.dayAndTime(year: 2026, month: 3, day: 1, hour: 7, minute: 0)`.
    public static func dayAndTime(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Self {
        Self(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// The moment, in `calendar` (the user's, with their time zone), on the day of `now` when it names no day.
    /// Nil only for a day the calendar does not have; the spec's check leaves none.
    public func date(now: Date = Date(), in calendar: Calendar = .current) -> Date? {
        var components = calendar.dateComponents([.year, .month, .day], from: now)
        if let year, let month, let day {
            components.year = year
            components.month = month
            components.day = day
        }
        components.hour = hour ?? 0
        components.minute = minute ?? 0
        return calendar.date(from: components)
    }
}
