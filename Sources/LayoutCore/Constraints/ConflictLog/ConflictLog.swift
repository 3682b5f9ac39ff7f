/// A console log of UIKit's "Unable to simultaneously satisfy constraints." read back: every
/// constraint it lists, by address, who made each, the rules of UIKit's the log never prints
/// (added to the layout as constraints of their own), and the constraint UIKit said it broke.
public struct ConflictLog: Sendable, Hashable {
  /// Every constraint of the log, in the order printed; the constraint of the recovery line
  /// comes last when the list does not hold it.
  public var entries: [ConflictLogEntry]
  /// The entry the "Will attempt to recover by breaking constraint" line names; nil when the
  /// log does not show that line.
  public var statedBroken: Int?
  /// `implicit[i]`: why `AnchorsLayout.constraints[i]` is there when the log does not print it.
  public var implicit: [Int: ImplicitRule]
  /// The address the log prints each of its views with, by view id (not the views it implies).
  public var viewAddresses: [Int: String] = [:]

  public init(entries: [ConflictLogEntry] = [], statedBroken: Int? = nil, implicit: [Int: ImplicitRule] = [:]) {
    self.entries = entries
    self.statedBroken = statedBroken
    self.implicit = implicit
  }

  /// The entry whose constraint is `AnchorsLayout.constraints[index]`.
  public func entry(ofConstraint index: Int) -> Int? {
    entries.firstIndex { $0.constraint == index }
  }

  /// The entry printed with `address` (compared as numbers: `0x00AB` is `0xab`).
  public func entry(address: String) -> Int? {
    guard let wanted = ConflictLogEntry.number(address) else { return nil }
    return entries.firstIndex { ConflictLogEntry.number($0.address) == wanted }
  }

  /// The view printed with `address` (compared as numbers), so commands can name it so.
  public func view(address: String) -> Int? {
    guard let wanted = ConflictLogEntry.number(address) else { return nil }
    return viewAddresses.first { ConflictLogEntry.number($0.value) == wanted }?.key
  }

  /// The log after `AnchorsLayout.constraints` moved constraint `index` to the end: every
  /// index that pointed past it moves down one.
  public func movingConstraintToEnd(_ index: Int, count: Int) -> ConflictLog {
    func moved(_ old: Int) -> Int { old == index ? count - 1 : (old > index ? old - 1 : old) }
    var log = self
    for position in log.entries.indices { log.entries[position].constraint = log.entries[position].constraint.map(moved) }
    log.implicit = Dictionary(uniqueKeysWithValues: implicit.map { (moved($0.key), $0.value) })
    return log
  }
}

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

/// Who made a constraint of a log, read from its class and identifier.
public enum ConstraintOrigin: String, Sendable, Hashable, CaseIterable {
  /// The app's own: a plain `NSLayoutConstraint`, SnapKit's, Masonry's, or one made from a storyboard.
  case app
  /// `_UISystemBaselineConstraint`: the app asked for system spacing between baselines.
  case systemSpacing
  /// `UIView-Encapsulated-Layout-Width`/`-Height`: the size a table or collection view gives its cell (or a
  /// presentation its view).
  case encapsulatedSize
  /// `NSAutoresizingMaskLayoutConstraint`: the view's frame and autoresizing mask, because its
  /// `translatesAutoresizingMaskIntoConstraints` is still true.
  case autoresizingMask
  /// `UISV-*`: a UIStackView's arrangement.
  case stackView
  /// `UIView-*Margin-guide-constraint`, `UIViewSafeAreaLayoutGuide-*`, `_UILayoutSupportConstraint`:
  /// where UIKit puts the margins, the safe area and the old top and bottom layout guides.
  case layoutGuide
  /// `_UITemporaryLayoutWidth`/`-Height`: the size UIKit holds a view at before it is placed.
  case temporarySize
  /// `NSIBPrototypingLayoutConstraint`: made by Interface Builder for a view left without constraints.
  case interfaceBuilder
  /// `NSContentSizeLayoutConstraint`: a view's intrinsic content size.
  case contentSize

  /// True for the constraints UIKit makes itself (what an app does not write).
  public var isUIKits: Bool {
    switch self {
    case .app, .systemSpacing: return false
    case .encapsulatedSize, .autoresizingMask, .stackView, .layoutGuide, .temporarySize, .interfaceBuilder, .contentSize:
      return true
    }
  }
}

/// A rule of UIKit's that a log never prints, added to the layout as a constraint of its own.
public enum ImplicitRule: Sendable, Hashable {
  /// A view's width or height never goes below zero.
  case nonNegativeLength(view: Int, axis: Axis)
  /// A view's layout margins, 8 points on each side unless the log says otherwise (the edge is
  /// the margin guide's attribute that the constraint sets).
  case defaultMargin(view: Int, edge: AnchorAttribute)
  /// Where a label's baseline lies (an estimate from the leaf model's font; see the docs).
  case baseline(view: Int)
  /// Where a view rests when nothing else places or sizes it: at its superview's top left and
  /// as large, at priority 1.
  case restingPlace(view: Int)
}
