import LayoutCore
import LayoutPipeline
import XCTest

/// Every view's displayed frame by name, for `source` evaluated and laid out by SwiftUI's rules
/// (which the source must call for).
func swiftUIFrames(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Rect] {
  let laidOut = try Pipeline.run(source: source, path: "paste.ql")
  let result = try XCTUnwrap(laidOut.result, file: file, line: line)
  XCTAssertEqual(result.canvas.semantics, .swiftUI, file: file, line: line)
  var frames: [String: Rect] = [:]
  for (id, view) in laidOut.script.views.enumerated() {
    if let frame = result.frames.indices.contains(id) ? result.frames[id] : nil { frames[view.name] = frame }
  }
  return frames
}

/// The rectangle at (`x`, `y`) of `width` × `height`, as the frame assertions write one.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(origin: Point(x: x, y: y), size: Size(width: width, height: height))
}
