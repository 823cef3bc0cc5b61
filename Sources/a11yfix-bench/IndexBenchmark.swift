import A11yFixKit
import Foundation

/// The project index over the whole corpus (one project of every file), built in-process as a run
/// builds it before any rule runs: cold (every file lexed and scanned) on one and two threads, and
/// warm (every file's declarations from the index cache, as in a pre-commit run once warm). Each
/// build is asked one question of every kind, which puts together every table a run can need.
/// a11yfix itself indexes the corpus as one project when it has no project of its own around it
/// but lies in a folder the project scan skips (the default `.build/bench-corpus`).
struct IndexMeasurement {
    let files: Int
    let coldSeconds: Statistic
    let coldCPUSeconds: Statistic
    let coldTwoThreadsSeconds: Statistic
    let warmSeconds: Statistic
    let warmCPUSeconds: Statistic
    /// Files a warm build still lexed; 0 unless some were changed within the last seconds.
    let warmScanned: Int

    static func run(corpus: String, runs: Int) -> IndexMeasurement {
        let root = URL(fileURLWithPath: corpus).standardizedFileURL.path
        let cacheFolder = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11yfix-bench-index-\(getpid())")
        defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
        let cache = IndexCache(folder: cacheFolder, buildIdentity: "a11yfix-bench")

        // A file of the index, so that the label question puts its accessors and tables together.
        let firstFile = ProjectFiles.scan(root).swiftFiles.first ?? root + "/ContentView.swift"
        func build(cache: IndexCache? = nil, jobs: Int) -> ProjectIndex {
            let index = ProjectIndex.build(root: root, cache: cache, jobs: jobs)
            _ = index.isView("ContentView")
            _ = index.accessibilityEffects(ofModifier: "cardStyle")
            _ = index.uses(ofType: "ContentView")
            _ = index.component(named: "ContentView")
            _ = index.staticMembers(of: "Font", named: "custom")
            _ = index.storeActionCases()
            _ = index.isReferencedOutside(file: root + "/ContentView.swift", name: "ContentView")
            _ = index.localizedLabel(forEnglish: "Close", inFile: firstFile)
            return index
        }

        var files = build(jobs: 1).statistics.files
        var cold: [(wall: Double, cpu: Double)] = []
        var coldTwo: [Double] = []
        for _ in 0..<runs {
            cold.append(timesElapsed { files = build(jobs: 1).statistics.files })
            coldTwo.append(secondsElapsed { _ = build(jobs: 2) })
        }
        _ = build(cache: cache, jobs: 2)
        var warm: [(wall: Double, cpu: Double)] = []
        var scanned = 0
        for _ in 0..<runs {
            warm.append(timesElapsed { scanned = max(scanned, build(cache: cache, jobs: 1).statistics.scanned) })
        }
        return IndexMeasurement(files: files, coldSeconds: Statistic(cold.map(\.wall)), coldCPUSeconds: Statistic(cold.map(\.cpu)),
                                coldTwoThreadsSeconds: Statistic(coldTwo), warmSeconds: Statistic(warm.map(\.wall)),
                                warmCPUSeconds: Statistic(warm.map(\.cpu)), warmScanned: scanned)
    }
}
