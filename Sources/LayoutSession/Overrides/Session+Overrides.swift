import LayoutCore
import LayoutPipeline

/// `:priority NAME N`, `:guide NAME .alignment VALUE`, `:frame NAME WxH`: an override of a
/// named view, replacing an earlier one that set the same thing.
extension Session {
  func override(_ name: String, _ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    let view = try arguments.word(0, "a view name")
    if let current, current.viewID(named: view) == nil {
      throw CommandError(message: "no view named '\(view)'; the views are " + current.script.views.map(\.name).joined(separator: ", "))
    }
    let kind: ViewOverride.Kind
    switch name {
    case "priority":
      try arguments.expectAtMost(2)
      kind = .priority(try arguments.number(1, "the priority"))
    case "guide":
      try arguments.expectAtMost(3)
      let alignmentName = try arguments.word(1, "an alignment")
      guard let alignment = GuideAlignment.named(alignmentName) else {
        throw CommandError(message: "'\(alignmentName)' is not one of " + GuideAlignment.all.map(\.scriptName).joined(separator: " "))
      }
      kind = .guide(alignment, value: try arguments.number(2, "the guide's value"))
    default:
      try arguments.expectAtMost(2)
      let text = try arguments.word(1, "a size WxH")
      guard let size = SizeText.parse(text), size.width.isFinite, size.height.isFinite else {
        throw CommandError(message: "the frame must be WIDTHxHEIGHT in points, like 80x40, not '\(text)'")
      }
      kind = .frame(width: size.width, height: size.height)
    }
    let override = ViewOverride(view: view, kind: kind)
    return change { $0 = $0.adding(override) }
  }
}
