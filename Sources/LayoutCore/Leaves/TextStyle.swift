/// The text styles of iOS's Dynamic Type and their point size at each `DynamicTypeSize`: the
/// tables "Dynamic Type sizes" of Apple's Human Interface Guidelines, "Typography" (iOS,
/// iPadOS: https://developer.apple.com/design/human-interface-guidelines/typography), one row
/// per style, one column per size from xSmall to AX5. The same numbers come out of
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)` in the iOS 13.3 simulator
/// (temoki/UIKit_DynamicType's README measures every style at every size) but for Caption 2 at
/// AX5, which the HIG gives 40 and the simulator 41: the HIG's is kept.
///
/// The HIG's tables give each size its leading (line height) too (Body at Large: 17 pt on 22);
/// text here is measured with the model's line of 1.25 × the font (`TextMetrics`), which the
/// corpora's frames are made with, so the leading is not used.
public enum TextStyle: Int, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// SwiftUI's name (`Font.title`, `.caption`).
  public var swiftUIName: String { Self.swiftUINames[rawValue] }
  /// UIKit's name (`UIFont.TextStyle.title1`, `.caption1`).
  public var uikitName: String { Self.uikitNames[rawValue] }

  /// The style's point size at `size`.
  public func pointSize(at size: DynamicTypeSize = .large) -> Double { Self.sizes[rawValue][size.rawValue] }

  /// The style SwiftUI's `Font.NAME` is; nil for another name.
  public static func swiftUI(_ name: String) -> TextStyle? { allCases.first { $0.swiftUIName == name } }
  /// The style UIKit's `UIFont.TextStyle.NAME` is; nil for another name.
  public static func uikit(_ name: String) -> TextStyle? { allCases.first { $0.uikitName == name } }

  /// The text size of the model's plain text at `size`: a `Text` or `Button` given no font is
  /// SwiftUI's Body, which the model measures at 16 points at Large (`TextMetrics`, the
  /// corpora's default font); at another size it is 16 scaled as Body is (16 × Body there / 17):
  /// our choice, so that the default size keeps every frame of the corpora.
  public static func plainTextSize(at size: DynamicTypeSize) -> Double {
    size == .large ? 16 : 16 * body.pointSize(at: size) / body.pointSize(at: .large)
  }

  /// `value` scaled for `size` as `@ScaledMetric` and `UIFontMetrics.scaledValue(for:)` scale it
  /// relative to this style: by the ratio of the style's size there to its size at Large. Apple
  /// documents that the value follows the text style's scaling curve (`UIFontMetrics`); the
  /// ratio of the HIG's point sizes is our reading of that curve, an estimate.
  public func scaled(_ value: Double, at size: DynamicTypeSize) -> Double {
    value * pointSize(at: size) / pointSize(at: .large)
  }

  private static let swiftUINames = [
    "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2",
  ]
  private static let uikitNames = [
    "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2",
  ]
  /// xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
  private static let sizes: [[Double]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // Large Title
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // Title 1
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // Title 2
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // Title 3
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // Headline
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // Body
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // Callout
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // Subheadline
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // Footnote
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // Caption 1
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // Caption 2
  ]
}
