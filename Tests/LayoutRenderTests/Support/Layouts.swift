import LayoutCore
import LayoutPipeline
import LayoutScript
import XCTest

/// A script evaluated and laid out through the pipeline, for render tests; a script error or a
/// missing body fails the test.
struct TestLayout {
  let script: EvaluatedScript
  let result: LayoutResult
  /// The constraints report of an anchors script.
  let constraints: ConstraintsReport?

  init(_ source: String, path: String = "test.ql", details: Bool = false, semantics: Semantics? = nil,
       file: StaticString = #filePath, line: UInt = #line) throws {
    let laidOut: LaidOutScript
    var canvas = CanvasOverride()
    canvas.semantics = semantics
    do {
      laidOut = try Pipeline.run(source: source, path: path, options: LayoutOptions(canvas: canvas, recordingDetails: details))
    } catch {
      XCTFail(error.rendered(), file: file, line: line)
      throw error
    }
    script = laidOut.script
    constraints = laidOut.constraints
    result = try XCTUnwrap(laidOut.result, "the script has no body", file: file, line: line)
  }
}
