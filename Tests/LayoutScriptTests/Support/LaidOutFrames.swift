import LayoutCore
import LayoutPipeline
import XCTest

/// `source` laid out by the pipeline: every placed view's frame by name, and the script's notes
/// and warnings, as the UIKit tests compare them.
func laidOutFrames(_ source: String, path: String, file: StaticString = #filePath, line: UInt = #line) throws
  -> (frames: [String: Rect], messages: [String]) {
  let laidOut = try Pipeline.run(source: source, path: path)
  let result = try XCTUnwrap(laidOut.result, file: file, line: line)
  var frames: [String: Rect] = [:]
  for (id, view) in laidOut.script.views.enumerated() where result.frames.indices.contains(id) {
    if let frame = result.frames[id] { frames[view.name] = frame }
  }
  return (frames, laidOut.script.warnings.map(\.message))
}
