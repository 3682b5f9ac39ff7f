import LayoutCore
import LayoutPipeline

/// `:priority NAME N`, `:guide NAME .alignment VALUE`, `:frame NAME WxH`: an override of a
/// named view, replacing an earlier one that set the same thing.
extension Session {
  /// `:priority NAME N`.
  func overridePriority(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(2)
    if let target = arguments.words.first, target.contains(".") || target.lowercased().hasPrefix("0x") {
      return try constraintOverride(target, .priority(try arguments.number(1, "the priority")), as: typed)
    }
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

extension Session {
  /// `:set VIEW.ATTRIBUTE.constant VALUE` and `:priority VIEW.ATTRIBUTE N` on an anchors layout.
  /// On a console log, VIEW.ATTRIBUTE may be a constraint's address (`:priority 0x600000091ee0 999`).
  func constraintOverride(_ target: String, _ setting: ConstraintOverride.Setting, as typed: String) throws(CommandError) -> SessionReply {
    if target.lowercased().hasPrefix("0x") { return try logConstraintOverride(address: target, setting, as: typed) }
    let parts = target.split(separator: ".").map(String.init)
    guard parts.count >= 2, let attribute = AnchorAttribute(rawValue: parts[1]) else {
      throw CommandError.usage("'\(target)' is not VIEW.ATTRIBUTE, like title.top")
    }
    let override = ConstraintOverride(view: parts[0], attribute: attribute, setting: setting)
    if let current {
      guard let layout = current.script.anchors?.layout else {
        throw CommandError("the script is not an anchors layout (`var layout: some Layout { … }`)")
      }
      guard !override.matches(in: layout, names: current.script.views.map(\.name)).isEmpty else {
        throw CommandError("no constraint of '\(parts[0])' on its \(attribute.rawValue); see :constraints \(parts[0])")
      }
    }
    return change(typed) { $0 = $0.adding(override) }
  }
}

extension Session {
  /// `:priority ADDRESS N` and `:set ADDRESS.constant N` on a console log: the constraint printed with that address.
  private func logConstraintOverride(address: String, _ setting: ConstraintOverride.Setting, as typed: String) throws(CommandError) -> SessionReply {
    let override = ConstraintOverride(address: address, setting: setting)
    if let current {
      guard let log = current.script.conflictLog else {
        throw CommandError("'\(address)' names a constraint of a console log, and this script is not one")
      }
      guard let layout = current.script.anchors?.layout, !override.matches(in: layout, names: [], log: log).isEmpty else {
        throw CommandError("no constraint of the log is printed with the address \(address); the addresses are "
                           + log.entries.map(\.address).joined(separator: ", "))
      }
    }
    return change(typed) { $0 = $0.adding(override) }
  }
}
