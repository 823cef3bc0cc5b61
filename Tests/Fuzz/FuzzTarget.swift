// libFuzzer's entry point for `make fuzz`: compiled together with A11yFixKit's sources (as that module)
// into one binary instrumented for coverage. An input that breaks a promise stops the run, and
// libFuzzer saves it under .build/fuzz/crashes/ (docs/testing.md says how it becomes a regression test).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let broken = RewritePromises.firstBroken(by: bytes) { fatalError(broken) }
    return 0
}
