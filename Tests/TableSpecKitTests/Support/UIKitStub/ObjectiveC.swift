// A stand-in for the one part of the `ObjectiveC` module that generated code needs: `#selector`
// resolves to its `Selector` type, and Swift refuses `#selector` unless a module of that name is
// loaded. `UIKitStubCompiler` compiles this file as module `ObjectiveC`, with Objective-C
// interoperability on, next to the UIKit stub, which re-exports it as the SDK's Foundation does.
// Like the UIKit stub it is only ever type-checked against, never run.
#if OBJECTIVEC_STUB
/// An Objective-C method name, as `#selector(...)` produces it.
public struct Selector: Hashable, Sendable {}
#endif
