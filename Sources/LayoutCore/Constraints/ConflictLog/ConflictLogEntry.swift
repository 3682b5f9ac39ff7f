/// One constraint as the log prints it.
public struct ConflictLogEntry: Sendable, Hashable {
  /// Its address (`0x7fcc72427260`), or Masonry's key when the app gave it one.
  public var address: String
  /// Its description as printed, without the quotes, the commas and the paste's prefixes.
  public var text: String
  /// The class printed before the address: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
  /// `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, `_UISystemBaselineConstraint`…
  public var className: String
  /// The identifier printed in quotes after the address (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`).
  public var identifier: String?
  /// Who made it.
  public var origin: ConstraintOrigin
  /// Its index in `AnchorsLayout.constraints`; nil when it could not be read as a constraint.
  public var constraint: Int?
  /// Its line in the log (1-based).
  public var line: Int
  /// False for the constraint of the recovery line when the list does not print it.
  public var isListed: Bool

  public init(address: String, text: String, className: String, identifier: String?, origin: ConstraintOrigin,
              constraint: Int?, line: Int, isListed: Bool = true) {
    self.address = address
    self.text = text
    self.className = className
    self.identifier = identifier
    self.origin = origin
    self.constraint = constraint
    self.line = line
    self.isListed = isListed
  }

  /// A hexadecimal address as a number; nil for a Masonry key.
  public static func number(_ address: String) -> UInt64? {
    let digits = address.lowercased().hasPrefix("0x") ? address.dropFirst(2) : ""
    return digits.isEmpty ? nil : UInt64(digits, radix: 16)
  }
}
