import TableSpecDiagnostics

/// A `bplist00` file to a `PropertyListNode`, trusting nothing in it.
///
/// The objects are read from the top one down with an explicit stack, never by recursion, so no
/// file can run the reader out of stack. Every number the file gives (a size, an offset, a
/// reference, a length) is checked before it is used, with checked arithmetic. A binary file is
/// a graph, not a tree: the checks a tree gets for free are made here. A reference to a
/// container already open above is a cycle; an object reached again by another path is read
/// again and counted again against `maxNodes`, which stops a file that doubles itself at each
/// level; strings and data are decoded once per object and shared, so a long string referred to
/// from everywhere costs its bytes once.
///
/// Errors name the key path where the problem is, and the object's number and byte offset. A
/// binary file has no lines, so they are located at the file's start.
struct BinaryPropertyListReader {
    private let bytes: [UInt8]
    private let file: String
    private let limits: PropertyListLimits
    private let trailer: BinaryPropertyListTrailer
    private var nodeCount = 0
    private var pathSteps = 0
    /// Strings and data by object number, decoded once.
    private var scalars: [Int: PropertyListValue] = [:]

    static func read(_ bytes: [UInt8], file: String, limits: PropertyListLimits) -> Result<PropertyListNode, Diagnostic> {
        switch BinaryPropertyListTrailer.read(bytes, file: file) {
        case .failure(let problem): return .failure(problem)
        case .success(let trailer):
            var reader = BinaryPropertyListReader(bytes: bytes, file: file, limits: limits, trailer: trailer)
            return reader.readTop()
        }
    }

    private init(bytes: [UInt8], file: String, limits: PropertyListLimits, trailer: BinaryPropertyListTrailer) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        self.trailer = trailer
    }

    /// An array or dictionary being read: where its references are, and its values so far.
    private struct OpenContainer {
        var object: Int
        var location: PropertyListLocation
        var count: Int
        /// The first of its references; a dictionary's values follow its `count` keys.
        var referencesStart: Int
        var isDictionary: Bool
        var items: [PropertyListNode] = []
        var entries: [PropertyListEntry] = []
        var keys: Set<String> = []

        var finished: Bool { (isDictionary ? entries.count : items.count) == count }

        var node: PropertyListNode {
            PropertyListNode(isDictionary ? .dictionary(entries) : .array(items), at: location)
        }
    }

    /// What one object is: a finished value, or a container whose contents are still to read.
    private enum Read {
        case value(PropertyListNode)
        case container(OpenContainer)
    }

    private mutating func readTop() -> Result<PropertyListNode, Diagnostic> {
        var stack: [OpenContainer] = []
        var open: Set<Int> = []
        switch readObject(trailer.topObject, at: PropertyListLocation(file: file), depth: 1) {
        case .failure(let problem): return .failure(problem)
        case .success(.value(let node)): return .success(node)
        case .success(.container(let container)):
            stack.append(container)
            open.insert(container.object)
        }
        // The open container is read and changed through the stack, never copied out whole,
        // so its values are appended in place.
        while let last = stack.indices.last {
            if stack[last].finished {
                let finished = stack.removeLast()
                open.remove(finished.object)
                guard let parent = stack.indices.last else { return .success(finished.node) }
                append(finished.node, to: &stack[parent])
                continue
            }
            let isDictionary = stack[last].isDictionary
            let count = stack[last].count
            let referencesStart = stack[last].referencesStart
            let index = isDictionary ? stack[last].entries.count : stack[last].items.count
            var location = stack[last].location
            if isDictionary {
                switch key(reference(referencesStart, index), entry: index, of: stack[last].location) {
                case .failure(let problem): return .failure(problem)
                case .success(let key):
                    location.path.append(.key(key))
                    guard stack[last].keys.insert(key).inserted else {
                        return .failure(error(at: location, "the key '\(key)' appears twice in this dictionary"))
                    }
                }
            } else {
                location.path.append(.index(index))
            }
            let child = reference(referencesStart + (isDictionary ? count * trailer.referenceSize : 0), index)
            guard child < trailer.objectCount else {
                return .failure(error(at: location, "the reference to object \(child) is past the file's \(objects(trailer.objectCount))"))
            }
            if open.contains(child), let holder = stack.firstIndex(where: { $0.object == child }) {
                return .failure(
                    error(
                        at: location,
                        """
                        this value is object \(child), \(stack[holder].isDictionary ? "the dictionary" : "the array") at \
                        \(stack[holder].location.keyPath) that holds it: the references form a cycle, which a property list cannot have
                        """))
            }
            switch readObject(child, at: location, depth: stack.count + 1) {
            case .failure(let problem): return .failure(problem)
            case .success(.value(let node)): append(node, to: &stack[last])
            case .success(.container(let container)):
                stack.append(container)
                open.insert(container.object)
            }
        }
        return .failure(error(at: PropertyListLocation(file: file), "the binary property list ended without its top object"))
    }

    private func append(_ node: PropertyListNode, to container: inout OpenContainer) {
        if container.isDictionary {
            guard case .key(let key) = node.location.path.last else { return }
            container.entries.append(PropertyListEntry(key: key, node: node))
        } else {
            container.items.append(node)
        }
    }

    /// The object number in reference `index` of a list starting at byte `start`; the list was
    /// checked to lie inside the objects when its container was read.
    private func reference(_ start: Int, _ index: Int) -> Int {
        let value = BigEndian.unsigned(bytes, at: start + index * trailer.referenceSize, size: trailer.referenceSize)
        // Any value past Int's range is past the object count too, and reported as such.
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }

    /// A dictionary's key: a string object, or an error at the dictionary.
    private mutating func key(_ object: Int, entry: Int, of dictionary: PropertyListLocation) -> Result<String, Diagnostic> {
        guard object < trailer.objectCount else {
            return .failure(
                error(at: dictionary, "the key of entry \(entry) refers to object \(object), past the file's \(objects(trailer.objectCount))"))
        }
        let start: Int
        switch offset(of: object, at: dictionary) {
        case .failure(let problem): return .failure(problem)
        case .success(let value): start = value
        }
        let marker = bytes[start] >> 4
        if marker == 0x5 || marker == 0x6 {
            switch readObject(object, at: dictionary, depth: 0, counted: false) {
            case .failure(let problem): return .failure(problem)
            case .success(.value(let node)): if case .string(let text) = node.value { return .success(text) }
            case .success(.container): break
            }
        }
        return .failure(
            error(at: dictionary, "the key of entry \(entry) is object \(object), which is not a string; a dictionary's keys are strings"))
    }

    /// Where object `object` starts, checked to be among the objects.
    private func offset(of object: Int, at location: PropertyListLocation) -> Result<Int, Diagnostic> {
        let entry = trailer.offsetTableStart + object * trailer.offsetSize
        let start = BigEndian.unsigned(bytes, at: entry, size: trailer.offsetSize)
        guard start >= UInt64(BinaryPropertyListTrailer.headerSize), start < UInt64(trailer.offsetTableStart) else {
            return .failure(
                error(
                    at: location,
                    """
                    object \(object) is said to be at byte \(start), outside the objects (bytes 8 to \(trailer.offsetTableStart - 1))
                    """))
        }
        return .success(Int(start))
    }

    private mutating func readObject(_ object: Int, at location: PropertyListLocation, depth: Int, counted: Bool = true) -> Result<Read, Diagnostic> {
        if counted {
            guard depth <= limits.maxDepth else {
                return .failure(
                    error(at: location, "values are nested more than \(limits.maxDepth) deep; a Settings.bundle's property lists nest about 5"))
            }
            nodeCount += 1
            guard nodeCount <= limits.maxNodes else {
                return .failure(
                    error(
                        at: location,
                        """
                        the property list has more than \(limits.maxNodes) values (each place that refers to an object counts, so a \
                        small file whose objects refer to each other many times can hold very many)
                        """))
            }
            let (steps, overflow) = pathSteps.addingReportingOverflow(location.path.count)
            pathSteps = steps
            guard !overflow, pathSteps <= limits.maxPathSteps else {
                return .failure(error(at: location, "the values' key paths are longer than \(limits.maxPathSteps) steps in all"))
            }
        }
        if let cached = scalars[object] { return .success(.value(PropertyListNode(cached, at: location))) }
        let start: Int
        switch offset(of: object, at: location) {
        case .failure(let problem): return .failure(problem)
        case .success(let value): start = value
        }
        let end = trailer.offsetTableStart
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        func fail(_ message: String) -> Result<Read, Diagnostic> {
            .failure(error(at: location, "object \(object) (at byte \(start)) \(message)"))
        }
        /// `count` bytes after `from`, if they lie inside the objects.
        func body(_ from: Int, _ count: Int, _ what: String) -> Result<ArraySlice<UInt8>, Diagnostic> {
            let (stop, overflow) = from.addingReportingOverflow(count)
            guard !overflow, stop <= end else {
                return .failure(
                    error(at: location, "object \(object) (at byte \(start)) is \(what) running past the end of the objects (byte \(end))"))
            }
            return .success(bytes[from..<stop])
        }
        func scalar(_ value: PropertyListValue) -> Result<Read, Diagnostic> {
            .success(.value(PropertyListNode(value, at: location)))
        }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return scalar(.bool(false))
            case 0x09: return scalar(.bool(true))
            case 0x00: return fail("is a null, which property lists in a Settings.bundle never hold")
            case 0x0F: return fail("is a fill byte (0x0F), where an object should be")
            default: return fail("has the marker 0x\(hex(marker)), which is no object of a property list")
            }
        case 0x1:
            switch integer(at: start + 1, sizeExponent: info, end: end) {
            case .success(let number): return scalar(.integer(number))
            case .failure(let message): return fail(message.text)
            }
        case 0x2:
            switch info {
            case 2:
                switch body(start + 1, 4, "a 4-byte real") {
                case .failure(let problem): return .failure(problem)
                case .success: return scalar(.real(Double(Float(bitPattern: UInt32(BigEndian.unsigned(bytes, at: start + 1, size: 4))))))
                }
            case 3:
                switch body(start + 1, 8, "an 8-byte real") {
                case .failure(let problem): return .failure(problem)
                case .success: return scalar(.real(Double(bitPattern: BigEndian.unsigned(bytes, at: start + 1, size: 8))))
                }
            default: return fail("is a real of \(1 << info) bytes; reals are 4 or 8")
            }
        case 0x3:
            guard marker == 0x33 else { return fail("has the marker 0x\(hex(marker)), which is no object of a property list") }
            switch body(start + 1, 8, "a date") {
            case .failure(let problem): return .failure(problem)
            case .success: return scalar(.date(Double(bitPattern: BigEndian.unsigned(bytes, at: start + 1, size: 8))))
            }
        case 0x4, 0x5, 0x6:
            let length: (count: Int, start: Int)
            switch self.length(info: info, after: start, end: end) {
            case .failure(let message): return fail(message.text)
            case .success(let value): length = value
            }
            let kind = marker >> 4
            let (byteCount, overflow) = length.count.multipliedReportingOverflow(by: kind == 0x6 ? 2 : 1)
            let what = kind == 0x4 ? "data of \(length.count) bytes" : "a string of \(length.count) characters"
            guard !overflow else { return fail("is \(what), longer than the file") }
            let content: ArraySlice<UInt8>
            switch body(length.start, byteCount, what) {
            case .failure(let problem): return .failure(problem)
            case .success(let slice): content = slice
            }
            let value: PropertyListValue
            switch kind {
            case 0x4: value = .data(Array(content))
            case 0x5:
                if let high = content.firstIndex(where: { $0 >= 0x80 }) {
                    return fail("is an ASCII string holding the byte 0x\(hex(bytes[high])), which ASCII has not")
                }
                value = .string(String(decoding: content, as: UTF8.self))
            default:
                switch utf16String(content) {
                case .success(let text): value = .string(text)
                case .failure(let message): return fail(message.text)
                }
            }
            scalars[object] = value
            return scalar(value)
        case 0x8: return fail("is a UID (a keyed archive's reference to an object), which property lists in a Settings.bundle never hold")
        case 0xA, 0xD:
            let length: (count: Int, start: Int)
            switch self.length(info: info, after: start, end: end) {
            case .failure(let message): return fail(message.text)
            case .success(let value): length = value
            }
            let isDictionary = marker >> 4 == 0xD
            let what = isDictionary ? "a dictionary of \(length.count) entries" : "an array of \(length.count) values"
            let (references, overflow1) = length.count.multipliedReportingOverflow(by: isDictionary ? 2 : 1)
            let (byteCount, overflow2) = references.multipliedReportingOverflow(by: trailer.referenceSize)
            guard !overflow1, !overflow2 else { return fail("is \(what), more than the file holds") }
            if case .failure(let problem) = body(length.start, byteCount, what) { return .failure(problem) }
            return .success(
                .container(
                    OpenContainer(
                        object: object, location: location, count: length.count, referencesStart: length.start, isDictionary: isDictionary
                    )))
        case 0xB: return fail("is an ordered set, which property lists in a Settings.bundle never hold")
        case 0xC: return fail("is a set, which property lists in a Settings.bundle never hold")
        default: return fail("has the marker 0x\(hex(marker)), which is no object of a property list")
        }
    }

    /// The count an object's marker gives (its low four bits, or when they are all set, the
    /// integer object that follows), and where its contents start.
    private func length(info: Int, after start: Int, end: Int) -> Result<(count: Int, start: Int), PropertyListReadMessage> {
        guard info == 0x0F else { return .success((info, start + 1)) }
        guard start + 1 < end, bytes[start + 1] >> 4 == 0x1 else {
            return .failure(PropertyListReadMessage("has a length that is not an integer object"))
        }
        let exponent = Int(bytes[start + 1] & 0x0F)
        guard exponent <= 3 else {
            return .failure(PropertyListReadMessage("has a length of \(1 << min(exponent, 15)) bytes; lengths are 1, 2, 4 or 8"))
        }
        let size = 1 << exponent
        guard start + 2 + size <= end else {
            return .failure(PropertyListReadMessage("has a length running past the end of the objects (byte \(end))"))
        }
        let count = BigEndian.unsigned(bytes, at: start + 2, size: size)
        guard count <= UInt64(end) else { return .failure(PropertyListReadMessage("says it holds \(count) items, more than the file could")) }
        return .success((Int(count), start + 2 + size))
    }

    /// An int object's value: 1, 2 and 4-byte ints are unsigned, 8-byte ones signed, and a
    /// 16-byte one (written for numbers past Int64.max) is accepted when it fits in 64 bits.
    private func integer(at start: Int, sizeExponent: Int, end: Int) -> Result<Int64, PropertyListReadMessage> {
        guard sizeExponent <= 4 else {
            return .failure(PropertyListReadMessage("is an integer of \(1 << min(sizeExponent, 15)) bytes; integers are 1, 2, 4, 8 or 16"))
        }
        let size = 1 << sizeExponent
        guard start + size <= end else {
            return .failure(PropertyListReadMessage("is an integer of \(size) bytes running past the end of the objects (byte \(end))"))
        }
        switch size {
        case 8: return .success(Int64(bitPattern: BigEndian.unsigned(bytes, at: start, size: 8)))
        case 16:
            let high = Int64(bitPattern: BigEndian.unsigned(bytes, at: start, size: 8))
            let low = Int64(bitPattern: BigEndian.unsigned(bytes, at: start + 8, size: 8))
            guard high == low >> 63 else {
                return .failure(PropertyListReadMessage("is a 128-bit integer outside the 64-bit range a Settings.bundle's numbers have"))
            }
            return .success(low)
        default: return .success(Int64(BigEndian.unsigned(bytes, at: start, size: size)))
        }
    }

    /// Big-endian UTF-16 to a string; an unpaired surrogate is an error, not a replacement.
    private func utf16String(_ content: ArraySlice<UInt8>) -> Result<String, PropertyListReadMessage> {
        var units: [UInt16] = []
        units.reserveCapacity(content.count / 2)
        var index = content.startIndex
        while index + 1 < content.endIndex {
            units.append(UInt16(content[index]) << 8 | UInt16(content[index + 1]))
            index += 2
        }
        var text = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var position = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(scalar)
                position += scalar.utf16.count
            case .emptyInput: return .success(String(text))
            case .error:
                return .failure(PropertyListReadMessage("is a UTF-16 string with an unpaired surrogate at unit \(position), which is no character"))
            }
        }
    }

    /// "1 object", "3 objects".
    private func objects(_ count: Int) -> String { count == 1 ? "1 object" : "\(count) objects" }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private func error(at location: PropertyListLocation, _ message: String) -> Diagnostic {
        .error("at \(location.keyPath): \(message)", at: location.sourceLocation)
    }
}

/// The part of a message that a helper knows, for its caller to place.
struct PropertyListReadMessage: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
