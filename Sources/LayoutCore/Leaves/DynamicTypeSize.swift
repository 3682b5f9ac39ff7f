/// A Dynamic Type size, the text size a person picks in Settings: the seven standard sizes and
/// the five accessibility sizes, smallest first, as SwiftUI's `DynamicTypeSize` names them
/// (Apple's documentation of `DynamicTypeSize`; UIKit's `UIContentSizeCategory` names the same
/// twelve `extraSmall` … `accessibilityExtraExtraExtraLarge`). `large` is the default ("Large is
/// the default", Apple's Human Interface Guidelines, "Typography").
public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// SwiftUI's name of the size: `xSmall`, `accessibility3`.
  public var name: String { Self.names[rawValue] }

  /// UIKit's (and SwiftUI's older `ContentSizeCategory`'s) name of the size: `extraSmall`,
  /// `accessibilityExtraLarge`.
  public var categoryName: String { Self.categoryNames[rawValue] }

  /// True for the five accessibility sizes (SwiftUI's `isAccessibilitySize`, UIKit's
  /// `isAccessibilityCategory`).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size named `text` in either naming, or `AX1`…`AX5`, without regard to case; nil for
  /// another word.
  public static func named(_ text: String) -> DynamicTypeSize? {
    let key = text.lowercased()
    if key.hasPrefix("ax"), let number = Int(key.dropFirst(2)), (1...5).contains(number) {
      return DynamicTypeSize(rawValue: accessibility1.rawValue + number - 1)
    }
    return allCases.first { $0.name.lowercased() == key || $0.categoryName.lowercased() == key }
  }

  /// The size a member written in a script names (`.xxxLarge`, `.accessibilityMedium`), in
  /// either naming, case kept as Swift spells it; nil for another member.
  public static func member(_ name: String) -> DynamicTypeSize? {
    allCases.first { $0.name == name || $0.categoryName == name }
  }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

  private static let names = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
  ]
  private static let categoryNames = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]
}
