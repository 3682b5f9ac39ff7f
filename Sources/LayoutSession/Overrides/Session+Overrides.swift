import LayoutCore
import LayoutPipeline

/// `:priority NAME N`, `:guide NAME .alignment VALUE`, `:frame NAME WxH`: an override of a
/// named view, replacing an earlier one that set the same thing.
extension Session {
  /// `:priority NAME N`.
  func overridePriority(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(2)
    let view = try overriddenView(arguments)
    return addOverride(ViewOverride(view: view, kind: .priority(try arguments.number(1, "the priority"))), as: typed)
  }

  /// `:guide NAME .alignment VALUE`.
  func overrideGuide(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(3)
    let view = try overriddenView(arguments)
    let alignmentName = try arguments.word(1, "an alignment")
    guard let alignment = GuideAlignment.named(alignmentName) else {
      throw CommandError.usage("'\(alignmentName)' is not one of " + GuideAlignment.all.map(\.scriptName).joined(separator: " "))
    }
    let kind = ViewOverride.Kind.guide(alignment, value: try arguments.number(2, "the guide's value"))
    return addOverride(ViewOverride(view: view, kind: kind), as: typed)
  }

  /// `:frame NAME WxH`.
  func overrideFrame(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(2)
    let view = try overriddenView(arguments)
    let text = try arguments.word(1, "a size WxH")
    guard let size = SizeText.parse(text), size.width.isFinite, size.height.isFinite else {
      throw CommandError.usage("the frame must be WIDTHxHEIGHT in points, like 80x40, not '\(text)'")
    }
    return addOverride(ViewOverride(view: view, kind: .frame(width: size.width, height: size.height)), as: typed)
  }

  /// The view an override names: its first argument, which must name a view of the script.
  private func overriddenView(_ arguments: CommandArguments) throws(CommandError) -> String {
    let view = try arguments.word(0, "a view name")
    if let current, current.viewID(named: view) == nil {
      throw CommandError("no view named '\(view)'; the views are " + current.script.views.map(\.name).joined(separator: ", "))
    }
    return view
  }

  private func addOverride(_ override: ViewOverride, as typed: String) -> SessionReply {
    change(typed) { $0 = $0.adding(override) }
  }
}
