/// The benchmark specs' shape as plain Codable structs: what an app developer would write to read
/// a spec with Yams. Every key the benchmark specs use is decoded, so Yams does the same work
/// TableSpec's decoder does (both read every scalar into a typed field).
struct Spec: Decodable {
    var table: String
    var style: String?
    var index: String?
    var editing: Editing?
    var models: [String: [String: String]]?
    var prototypes: [String: Prototype]?
    var sections: [Section]
}

struct Editing: Decodable {
    var style: String?
    var canMove: Bool?
}

struct Prototype: Decodable {
    var style: String?
    var text: String?
    var detail: String?
    var accessory: String?
}

struct Section: Decodable {
    var header: String?
    var footer: String?
    var selection: String?
    var defaults: RowFields?
    var rows: [RowFields]?
    var items: Items?
}

struct RowFields: Decodable {
    var text: String?
    var detail: String?
    var style: String?
    var accessory: String?
    var id: String?
    var height: Double?
    var image: String?
    var checked: Bool?
    var editingStyle: String?
}

struct Items: Decodable {
    var model: String
    var prototype: String
    var groupBy: String?
    var sample: String?
}

/// One sample item of the dynamic benchmark table's `City` model.
struct City: Decodable {
    var name: String
    var country: String?
    var population: Int
    var capital: Bool
}
