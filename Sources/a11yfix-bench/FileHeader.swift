/// The top of a generated file: Xcode's header comment when the team keeps it, then the imports.
enum FileHeader {
    static func write(_ w: inout SourceWriter, file: String, app: AppProfile, random: inout SeededRandom, imports: [String]) {
        if app.writesFileHeader {
            w.line("//")
            w.line("//  \(file).swift")
            w.line("//  \(app.name)")
            w.line("//")
            w.line("//  Created by \(app.author) on \(random.int(in: 1...28))/\(random.int(in: 1...12))/\(app.year).")
            if random.chance(0.3) { w.line("//  Copyright © \(app.year) \(app.name) Inc. All rights reserved.") }
            w.line("//")
            w.line()
        } else if random.chance(0.15) {
            w.line("/*")
            w.line(" * \(file).swift — part of \(app.name).")
            w.line(" * See LICENSE for licensing information.")
            w.line(" */")
            w.line()
        }
        for module in imports { w.line("import \(module)") }
        w.line()
    }
}
