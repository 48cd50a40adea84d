/// A property list's date between its two spellings: the text of an XML `<date>`
/// (`2026-01-02T03:04:05Z`, always UTC) and the number both forms mean by it, seconds since
/// 2001-01-01 00:00:00 UTC.
///
/// Written by hand on the proleptic Gregorian calendar, because the tool links no Foundation;
/// there are no time zones or leap seconds to know of, since the format has neither.
enum PropertyListDate {
    /// 1970-01-01 to 2001-01-01, in seconds: 31 years of which 8 are leap years.
    static let secondsFrom1970To2001: Int64 = 978_307_200

    /// The first and last seconds a four-digit year can spell, 0001-01-01T00:00:00Z and
    /// 9999-12-31T23:59:59Z, counted from 2001.
    static let earliest: Int64 = daysSince1970(year: 1, month: 1, day: 1) * 86_400 - secondsFrom1970To2001
    static let latest: Int64 = daysSince1970(year: 9999, month: 12, day: 31) * 86_400 + 86_399 - secondsFrom1970To2001

    /// The seconds an XML date spells, or nil when it is not one.
    ///
    /// The year is required and every later part optional, as Apple's reader and Python's
    /// plistlib both accept: `2026Z`, `2026-01Z` and `2026-01-02T03Z` are dates; the `Z` is not
    /// optional. Missing parts are the start of their period.
    static func seconds(from text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }
        func take(_ separator: Character) -> Bool {
            guard index < bytes.count, bytes[index] == separator.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = digits(4) else { return nil }
        var month = 1, day = 1, hour = 0, minute = 0, second = 0
        if take("-") {
            guard let value = digits(2) else { return nil }
            month = value
            if take("-") {
                guard let value = digits(2) else { return nil }
                day = value
                if take("T") {
                    guard let value = digits(2) else { return nil }
                    hour = value
                    if take(":") {
                        guard let value = digits(2) else { return nil }
                        minute = value
                        if take(":") {
                            guard let value = digits(2) else { return nil }
                            second = value
                        }
                    }
                }
            }
        }
        guard take("Z"), index == bytes.count else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let sinceEpoch = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Double(sinceEpoch - secondsFrom1970To2001)
    }

    /// The XML spelling of a date, to the whole second below it, as Apple's writer truncates.
    /// A date no four-digit year can spell (or NaN) is written as the nearest one that can:
    /// the writer cannot fail, and such a date never comes from a file.
    static func text(of seconds: Double) -> String {
        let whole: Int64
        if seconds.isNaN {
            whole = 0
        } else if seconds <= Double(earliest) {
            whole = earliest
        } else if seconds >= Double(latest) {
            whole = latest
        } else {
            whole = Int64(seconds.rounded(.down))
        }
        let sinceEpoch = whole + secondsFrom1970To2001
        // Floor division, so a second before midnight belongs to the day before.
        var days = sinceEpoch / 86_400
        var secondOfDay = sinceEpoch % 86_400
        if secondOfDay < 0 {
            days -= 1
            secondOfDay += 86_400
        }
        let (year, month, day) = civilDate(daysSince1970: days)
        func padded(_ value: Int64, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + "\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a date. The calendar repeats every 400 years (146,097 days), so
    /// the count is whole cycles plus the day within one; years are taken to start in March, so
    /// the leap day falls at the end of one and the month lengths before it follow a fixed rule.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int64 {
        let marchYear = Int64(month <= 2 ? year - 1 : year)
        let cycle = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfCycle = marchYear - cycle * 400
        let marchMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * marchMonth + 2) / 5 + Int64(day) - 1
        let dayOfCycle = yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear
        // 719,468 days from 0000-03-01 to 1970-01-01.
        return cycle * 146_097 + dayOfCycle - 719_468
    }

    /// The date `days` after 1970-01-01: the inverse of `daysSince1970`.
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let cycle = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfCycle = shifted - cycle * 146_097
        let yearOfCycle = (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        let year = yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
