import LayoutCore
import LayoutRender

/// A knob on an anchors layout's constraints (`:set title.top.constant 24`,
/// `:priority title.width 999`): every constraint of the view on that attribute gets the new
/// constant or priority before the layout is solved, after every evaluation, until `:reset`.
/// On a console log a constraint is named by its address (`:priority 0x600000091ee0 999`).
public struct ConstraintOverride: Sendable, Equatable {
  /// What the override sets.
  public enum Setting: Sendable, Equatable {
    case constant(Double)
    case priority(Double)
  }

  /// The view's name, as the frame table shows it.
  public var view: String
  public var attribute: AnchorAttribute
  public var setting: Setting
  /// The address of the one console-log constraint it changes (then `view` and `attribute` are unused).
  public var address: String?

  public init(view: String, attribute: AnchorAttribute, setting: Setting) {
    self.view = view
    self.attribute = attribute
    self.setting = setting
  }

  /// An override of the console-log constraint printed with `address`.
  public init(address: String, setting: Setting) {
    self.init(view: address, attribute: .width, setting: setting)
    self.address = address
  }

  /// The constraints of `layout` it changes: those the script wrote whose first item is the
  /// view (named by `names`) on the attribute; for an address, that constraint of `log`.
  public func matches(in layout: AnchorsLayout, names: [String], log: ConflictLog? = nil) -> [Int] {
    if let address {
      return log.flatMap { $0.entry(address: address) }.flatMap { log?.entries[$0].constraint }.map { [$0] } ?? []
    }
    return layout.constraints.indices.filter { index in
      let constraint = layout.constraints[index]
      guard !layout.systemConstraints.contains(index) else { return false }
      return names.indices.contains(constraint.item) && names[constraint.item] == view && constraint.attribute == attribute
    }
  }

  /// Applies the setting to every matching constraint.
  public func apply(to layout: inout AnchorsLayout, names: [String], log: ConflictLog? = nil) {
    for index in matches(in: layout, names: names, log: log) {
      switch setting {
      case .constant(let value): layout.constraints[index].constant = value
      case .priority(let value): layout.constraints[index].priority = min(max(value, 1), 1000)
      }
    }
  }

  /// The command that makes it.
  public var command: String {
    if let address {
      switch setting {
      case .constant(let value): return ":set \(address).constant \(formatPoints(value))"
      case .priority(let value): return ":priority \(address) \(formatPoints(value))"
      }
    }
    switch setting {
    case .constant(let value): return ":set \(view).\(attribute.rawValue).constant \(formatPoints(value))"
    case .priority(let value): return ":priority \(view).\(attribute.rawValue) \(formatPoints(value))"
    }
  }

  /// True when `other` sets the same thing, so it replaces this one.
  public func isReplaced(by other: ConstraintOverride) -> Bool {
    switch (setting, other.setting) {
    case (.constant, .constant), (.priority, .priority):
      return view == other.view && attribute == other.attribute && address == other.address
    case (.constant, .priority), (.priority, .constant): return false
    }
  }
}
