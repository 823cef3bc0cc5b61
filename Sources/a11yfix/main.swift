import A11yFixKit
import Foundation
let path = CommandLine.arguments[1]
let data = FileManager.default.contents(atPath: path)!
let tree = SyntaxTree(file: SourceFile(path: path, bytes: Array(data)))
print(TreeDump.render(tree), terminator: "")
