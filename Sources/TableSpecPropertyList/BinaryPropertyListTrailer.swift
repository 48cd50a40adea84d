import TableSpecDiagnostics

/// The last 32 bytes of a binary property list, checked against the file before any object is
/// read: six unused bytes, the width of an offset and of an object reference, the number of
/// objects, which one is the top, and where the table of offsets starts (all big-endian).
///
/// Once it is checked, every object number below `objectCount` has an offset-table entry inside
/// the file, so reading one can only fail on what that entry or the object says.
struct BinaryPropertyListTrailer {
    var offsetSize: Int
    var referenceSize: Int
    var objectCount: Int
    var topObject: Int
    var offsetTableStart: Int

    /// The header, then the trailer: the least a binary property list can be is both, one
    /// one-byte object and its one-byte offset.
    static let headerSize = 8
    static let size = 32

    static func read(_ bytes: [UInt8], file: String) -> Result<BinaryPropertyListTrailer, Diagnostic> {
        func failure(_ message: String) -> Result<BinaryPropertyListTrailer, Diagnostic> {
            .failure(.error(message, at: SourceLocation(file: file, range: .fileStart)))
        }
        let minimum = headerSize + size + 2
        guard bytes.count >= minimum else {
            return failure(
                """
                the binary property list is \(bytes.count) bytes, too short to be one: its header and 32-byte trailer \
                alone are 40, so it may have been cut short
                """)
        }
        let start = bytes.count - size
        let offsetSize = Int(bytes[start + 6])
        let referenceSize = Int(bytes[start + 7])
        let count = BigEndian.unsigned(bytes, at: start + 8, size: 8)
        let top = BigEndian.unsigned(bytes, at: start + 16, size: 8)
        let table = BigEndian.unsigned(bytes, at: start + 24, size: 8)
        guard (1...8).contains(offsetSize) else {
            return failure(
                "the binary property list's trailer says its offsets are \(offsetSize) bytes wide; they are 1 to 8, so the file is damaged or was cut short"
            )
        }
        guard (1...8).contains(referenceSize) else {
            return failure(
                "the binary property list's trailer says its object references are \(referenceSize) bytes wide; they are 1 to 8, so the file is damaged or was cut short"
            )
        }
        // Each object is at least one byte between the header and the offset table, and each
        // has an entry in the table before the trailer: both bound the count by the file's size.
        guard count >= 1, count <= UInt64(bytes.count) else {
            return failure("the binary property list's trailer says it holds \(count) objects, which a file of \(bytes.count) bytes cannot")
        }
        guard top < count else {
            return failure(
                "the binary property list's trailer names object \(top) as the top one, but it holds \(count == 1 ? "1 object" : "\(count) objects")")
        }
        let objectCount = Int(count)
        let tableSize = objectCount.multipliedReportingOverflow(by: offsetSize)
        guard table >= UInt64(headerSize + 1), table <= UInt64(start), !tableSize.overflow,
            Int(table) + tableSize.partialValue <= start
        else {
            return failure(
                """
                the binary property list's table of \(objectCount) offset\(objectCount == 1 ? "" : "s"), \(offsetSize) byte\(offsetSize == 1 ? "" : "s") \
                each at byte \(table), does not fit \
                between its objects (from byte 8) and its trailer (at byte \(start))
                """)
        }
        return .success(
            BinaryPropertyListTrailer(
                offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount, topObject: Int(top), offsetTableStart: Int(table)
            ))
    }
}

/// Big-endian unsigned numbers of 1 to 8 bytes, for a caller that has checked the bounds.
enum BigEndian {
    static func unsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in start..<(start + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}
