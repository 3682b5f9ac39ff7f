import LayoutCore
@testable import LayoutScript

/// The first error of `source` evaluated, as "message | hint", or "no error": what the tests of
/// the typo rule (a near name is an error, anything else a placeholder) compare.
func firstError(_ source: String) -> String {
  do {
    _ = try ScriptEvaluator.evaluate(source: source, path: "test.ql")
    return "no error"
  } catch let failure as ScriptFailure {
    let error = failure.diagnostics.first
    return (error?.message ?? "") + " | " + (error?.hint ?? "")
  } catch {
    return "\(error)"
  }
}
