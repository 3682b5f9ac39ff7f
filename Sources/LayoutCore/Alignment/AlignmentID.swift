/// A guide's value for an element: a function of the element's dimensions, read in the
/// layout direction in force when it is evaluated (QuickLayout reads it lazily too).
public typealias GuideFunction = @Sendable (ViewDimensions) -> Double

/// Identifies an alignment: one of the six built-in ones or a named custom alignment with a
/// default value. Two alignment IDs are the same when their keys are.
public struct AlignmentID: Sendable, Hashable, CustomStringConvertible {
  /// What makes an alignment itself.
  public enum Key: Sendable, Hashable {
    case top, verticalCenter, bottom
    case leading, horizontalCenter, trailing
    case custom(String)
  }

  public let key: Key
  public let axis: Axis
  let customDefault: GuideFunction?

  /// A built-in alignment.
  public init(builtIn key: Key, axis: Axis) {
    self.key = key
    self.axis = axis
    self.customDefault = nil
  }

  /// A custom alignment named `name` on `axis` whose value, unless a guide overrides it, is
  /// `defaultValue` of the element's dimensions.
  public init(custom name: String, axis: Axis, defaultValue: @escaping GuideFunction) {
    self.key = .custom(name)
    self.axis = axis
    self.customDefault = defaultValue
  }

  /// True for the six alignments every element has; stacks do not pass these up.
  public var isBuiltIn: Bool {
    if case .custom = key { return false }
    return true
  }

  /// The value of this alignment for dimensions without an explicit guide for it.
  public func defaultValue(in dimensions: ViewDimensions) -> Double {
    builtInValue(width: dimensions.width, height: dimensions.height, direction: dimensions.direction)
      ?? customDefault?(dimensions) ?? 0
  }

  /// The default value of a built-in alignment; nil for custom ones.
  public func builtInValue(width: Double, height: Double, direction: LayoutDirection) -> Double? {
    switch key {
    case .top: return 0
    case .verticalCenter: return height / 2
    case .bottom: return height
    case .leading: return direction == .rightToLeft ? width : 0
    case .horizontalCenter: return width / 2
    case .trailing: return direction == .rightToLeft ? 0 : width
    case .custom: return nil
    }
  }

  public var description: String {
    switch key {
    case .top: return "top"
    case .verticalCenter: return "VerticalAlignment.center"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .horizontalCenter: return "HorizontalAlignment.center"
    case .trailing: return "trailing"
    case .custom(let name): return name
    }
  }

  public static func == (lhs: AlignmentID, rhs: AlignmentID) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
