import Foundation
import LayoutCore

/// `import "other.ql"`: another file's components, alignments and statements (SPEC 1.1).
extension Evaluator {
  func importFile(_ path: String, at location: SourceLocation) throws(Diagnostic) {
    let directory = URL(fileURLWithPath: location.file).deletingLastPathComponent()
    let resolved = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL.path
    if let start = importStack.firstIndex(of: resolved) {
      let cycle = (importStack[start...] + [resolved]).map { URL(fileURLWithPath: $0).lastPathComponent }
      throw Diagnostic("import cycle: " + cycle.joined(separator: " → "), at: location)
    }
    guard imported.insert(resolved).inserted else { return }
    let source: String
    do {
      source = try ScriptFile.read(resolved)
    } catch {
      throw Diagnostic("cannot import '\(path)': it \(error.reason)", at: location, hint: "imports are relative to the importing file's folder")
    }
    sources[resolved] = source
    let statements: [Statement]
    switch Parser.parse(source, file: resolved, limits: limits) {
    case .success(let parsed): statements = parsed
    case .failure(let failure): throw failure.diagnostics[0]
    }
    importStack.append(resolved)
    defer { importStack.removeLast() }
    var flattened = statements.flatMap(\.flattened)
    try run(&flattened, isMain: false)
  }
}
