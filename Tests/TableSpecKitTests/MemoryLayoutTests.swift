import Testing
@testable import TableSpecFrontEnd
import TableSpecModel

/// The sizes the front end's and the model's comments promise (issue 39 item 1): each is why a type
/// is laid out as it is, so a change that breaks one must say so here, not leave a comment untrue.
@Suite("Memory layouts the comments promise")
struct MemoryLayoutTests {
    @Test("a row's decoded key is 48 bytes, the range first and the key last (RowAttributes.Field)")
    func rowField() {
        #expect(MemoryLayout<RowAttributes.Field>.stride == 48)
    }

    @Test("a YAML node is 36 bytes (YAMLRecord)")
    func yamlRecord() {
        #expect(MemoryLayout<YAMLRecord>.stride == 36)
    }

    @Test("a resolved row is 176 bytes, its rare fields out of line (ResolvedRow)")
    func resolvedRow() {
        #expect(MemoryLayout<ResolvedRow>.stride == 176)
    }
}
