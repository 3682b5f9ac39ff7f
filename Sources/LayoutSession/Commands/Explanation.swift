import Foundation
import LayoutCore
import LayoutRender
import LayoutScript

/// `:explain NAME`: every proposal a view received in a layout run, in order, with the size
/// it answered, whether its own sizing ran, and why the container proposed it; then what the
/// engine says of it (SwiftUI: its place in its stack's sizing order).
struct Explanation {
  let view: ViewDeclaration
  let id: Int
  let result: LayoutResult

  var text: String {
    let records = result.log.records(for: id)
    let measured = result.log.measurements.indices.contains(id) ? result.log.measurements[id] : 0
    var lines = ["\(view.name) (\(view.typeName)): \(records.count) proposal\(records.count == 1 ? "" : "s"), "
                 + "measured \(measured) time\(measured == 1 ? "" : "s")"]
    guard !records.isEmpty else { return (lines + ["it was not placed in the body"]).joined(separator: "\n") }
    let twoPasses = result.canvas.mode == .fit
    var pass = 0
    for (number, record) in records.enumerated() {
      if twoPasses, record.pass != pass {
        pass = record.pass
        lines.append(pass == 1 ? "pass 1 (sizeThatFits of the canvas):" : "pass 2 (the layout in the fitted size):")
      }
      let proposal = "\(record.proposal)".padding(toLength: 11, withPad: " ", startingAt: 0)
      let size = "\(record.size)".padding(toLength: 9, withPad: " ", startingAt: 0)
      lines.append("  \(number + 1). proposed \(proposal) → \(size) \(record.measured ? "measured" : "not measured")  \(record.reason.rawValue)" + (record.cause.map { ", within its container's \($0.rawValue)" } ?? ""))
    }
    if let frame = result.frames.indices.contains(id) ? result.frames[id] : nil {
      lines.append("final frame: x \(formatPoints(frame.origin.x)), y \(formatPoints(frame.origin.y)), \(frame.size)")
    }
    lines += (result.stackFacts[id] ?? []).map(\.sentence)
    return lines.joined(separator: "\n")
  }
}
