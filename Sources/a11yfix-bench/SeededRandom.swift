/// SplitMix64: a tiny PRNG whose output depends only on its seed. The corpus must come out byte for
/// byte the same on every machine and toolchain, so this deliberately does not conform to
/// `RandomNumberGenerator`: the standard library's `random(in:using:)` and `shuffled(using:)`
/// algorithms are not guaranteed to stay the same across Swift versions.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform integer in `range`; the modulo bias is far below anything a corpus could show.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform value in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// `count` distinct elements in random order.
    mutating func sample<Element>(_ count: Int, of elements: [Element]) -> [Element] {
        sampleIndices(count, of: elements.count).map { elements[$0] }
    }

    /// `count` distinct elements in their original order.
    mutating func pick<Element>(_ count: Int, of elements: [Element]) -> [Element] {
        sampleIndices(count, of: elements.count).sorted().map { elements[$0] }
    }

    /// A partial Fisher–Yates shuffle of `0..<total`.
    private mutating func sampleIndices(_ count: Int, of total: Int) -> [Int] {
        var indices = Array(0..<total)
        let taken = min(count, total)
        for position in 0..<taken {
            indices.swapAt(position, int(in: position...(total - 1)))
        }
        return Array(indices.prefix(taken))
    }

    /// A seed for an independent stream, so each file's content depends only on its own index.
    mutating func fork(_ salt: UInt64) -> SeededRandom {
        SeededRandom(seed: next() ^ (salt &* 0xD6E8_FEB8_6659_FD93))
    }
}
