import TableSpecKit

enum TableSpecVersionString {
    static let value = TableSpecVersion.current
}
