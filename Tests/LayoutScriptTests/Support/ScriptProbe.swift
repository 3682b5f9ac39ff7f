import LayoutCore
import LayoutPipeline
@testable import LayoutScript

/// What a test reads of a script: its first error, or the texts its laid-out views show.
enum ScriptProbe {
  /// The first error's message and hint (`message | hint`), or "no error".
  static func firstError(_ source: String) -> String {
    do {
      _ = try ScriptEvaluator.evaluate(source: source, path: "t.ql")
      return "no error"
    } catch let failure as ScriptFailure {
      let error = failure.diagnostics.first
      return (error?.message ?? "") + " | " + (error?.hint ?? "")
    } catch {
      return "\(error)"
    }
  }

  /// The texts the laid-out views of `source` show, in the order they were made.
  static func texts(_ source: String) throws -> [String] {
    let laidOut = try Pipeline.run(source: source, path: "t.ql")
    return laidOut.script.views.enumerated().compactMap { id, view in
      guard laidOut.result?.frames.indices.contains(id) == true, laidOut.result?.frames[id] != nil,
            case .label(let text, _, _) = view.kind else { return nil }
      return text.string
    }
  }
}
