import LayoutEngine
import LayoutScript
import XCTest

/// A script evaluated and laid out, for render tests.
struct LaidOutScript {
  let script: EvaluatedScript
  let result: LayoutResult

  init(_ source: String, path: String = "test.ql", details: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
    do {
      script = try ScriptEvaluator.evaluate(source: source, path: path)
    } catch {
      XCTFail(error.rendered(), file: file, line: line)
      throw error
    }
    let body = try XCTUnwrap(script.body, file: file, line: line)
    result = body.layout(in: script.canvas, viewCount: script.views.count, recordingDetails: details)
  }
}
