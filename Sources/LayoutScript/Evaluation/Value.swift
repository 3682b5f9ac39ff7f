import LayoutCore
import LayoutRender

/// A runtime value of the evaluator.
indirect enum Value: Sendable {
  /// Every number is a Double; `0 / 0` is NaN and `1 / 0` infinity.
  case number(Double)
  case string(String)
  case bool(Bool)
  case array([Value])
  /// `lower..<upper` (or `lower...upper` when closed).
  case range(lower: Double, upper: Double, closed: Bool)
  /// A view: an index into the script's table of views.
  case view(Int)
  /// A built layout element and how deeply it nests.
  case layout(Element, depth: Int)
  /// Several children that splice into the enclosing children list.
  case group([Child], GroupKind)
  /// A GridRow, only valid directly in a Grid, and how deeply its cells nest.
  case gridRow(GridRow, depth: Int)
  /// Member shorthand (`.leading`, `.infinity`), resolved by the type its use expects.
  case member(String)
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
  case alignment(Alignment)
  case size(Size)
  /// `EdgeInsets(…)` (follows the layout direction) or `UIEdgeInsets(…)` (physical).
  case insets(EdgeInsets, followsDirection: Bool)
  case unitPoint(UnitPoint)
  case closure(Closure)
  /// A type name used as a value: `CGFloat`, `VerticalAlignment`, an AlignmentID struct.
  case type(String)
  /// `X.self` of an AlignmentID struct.
  case alignmentIDType(String)
  /// What an alignment-guide closure receives.
  case dimensions(ViewDimensions)
  /// A closure stored in a variable or passed to a component, with the scopes it was written in.
  case boundClosure(Closure, scopes: [[String: Evaluator.Variable]])
  /// A `UIColor`, by name (`systemBlue`) or as `#RRGGBB`.
  case color(String)
  /// A `UIImage`: 24×24 points, the size of an SF Symbol at the default configuration.
  case image
  /// A `LazyView { … }`: an index into the script's table of lazy views.
  case lazyView(Int)
  /// A value of one of the script's `struct` types, or a tuple.
  case structure(StructValue)
  /// A `GridItem` (or its size alone, `.adaptive(minimum: 80)`).
  case gridItem(GridItem)
  /// A custom layout's subview (SwiftUI's `LayoutSubview`), by index, while its method runs.
  case subview(Int)
  /// `subview.spacing` (SwiftUI's `ViewSpacing`) of the subview of that index: what
  /// `distance(to:along:)` reads.
  case viewSpacing(Int)
  /// The value of a declaration whose initial value failed: using it fails quietly, so one
  /// error is not reported again at every use.
  case invalid
  /// The value of `let NAME: Type` until something assigns one: made with the type's plain
  /// initializer when it is first used.
  case unassigned(type: String)
  /// An anchor, layout guide, constraint or SnapKit object of UIKit's Auto Layout code.
  case uikit(UIKitValue)
  /// The value of statements such as `canvas(…)`, and `nil`.
  case void

  /// How the value's type reads in a message.
  var typeDescription: String {
    switch self {
    case .number: return "a number"
    case .string: return "a string"
    case .bool: return "a Bool"
    case .array: return "an array"
    case .range: return "a range"
    case .view: return "a view"
    case .layout(let element, _): return element.kindDescription
    case .group(_, .spacerMinLength): return "Spacer(minLength:)"
    case .group: return "a group of layouts"
    case .gridRow: return "a GridRow"
    case .member(let name): return "'.\(name)'"
    case .horizontal: return "a HorizontalAlignment"
    case .vertical: return "a VerticalAlignment"
    case .alignment: return "an Alignment"
    case .size: return "a CGSize"
    case .insets(_, let follows): return follows ? "an EdgeInsets" : "a UIEdgeInsets"
    case .unitPoint: return "a UnitPoint"
    case .closure: return "a closure"
    case .type(let name): return "the type '\(name)'"
    case .alignmentIDType(let name): return "'\(name).self'"
    case .dimensions: return "ViewDimensions"
    case .boundClosure: return "a closure"
    case .color: return "a UIColor"
    case .image: return "a UIImage"
    case .lazyView: return "a LazyView"
    case .gridItem: return "a GridItem"
    case .subview: return "a LayoutSubview"
    case .viewSpacing: return "a ViewSpacing"
    case .invalid: return "an invalid value"
    case .unassigned(let type): return "a \(type) without a value"
    case .structure(let value): return value.typeName.map { "a \($0)" } ?? "a tuple"
    case .uikit(let value): return value.typeDescription
    case .void: return "nothing"
    }
  }

  /// The value as string interpolation shows it.
  var interpolated: String {
    switch self {
    case .number(let value): return formatNumber(value)
    case .string(let text): return text
    case .bool(let flag): return String(flag)
    case .array(let items): return "[" + items.map(\.interpolated).joined(separator: ", ") + "]"
    case .range(let lower, let upper, let closed):
      return "\(formatNumber(lower))\(closed ? "..." : "..<")\(formatNumber(upper))"
    case .member(let name): return "." + name
    case .color(let name): return name
    default: return typeDescription
    }
  }
}

/// A value in a children list, with where it came from.
struct Child: Sendable {
  var value: Value
  var location: SourceLocation
}

/// Why several values travel together.
enum GroupKind: Sendable {
  /// A layout builder's several results (a component or `Group`): a ZStack where one element is needed.
  case builder
  /// `Spacer(minLength:)`: two spacers, only valid directly in a children list.
  case spacerMinLength
  /// A SwiftUI `Section`: its header's children first, its footer's last (SwiftUIList).
  case section(headers: Int, footers: Int)
}

extension Element {
  /// How the element's kind reads in a message.
  var kindDescription: String {
    switch self {
    case .leaf, .hosted: return "a view"
    case .stack(let stack): return stack.axis == .horizontal ? "an HStack" : "a VStack"
    case .zStack: return "a ZStack"
    case .flow(let flow): return flow.axis == .horizontal ? "an HFlow" : "a VFlow"
    case .grid: return "a Grid"
    case .spacer: return "a Spacer"
    case .empty: return "EmptyLayout()"
    case .swiftUI(let container, _): return "a \(ScriptPrinter.container(container))"
    case .resizable, .expand, .modified: return "a modified layout"
    }
  }
}

extension Value {
  /// True for views and for values holding them (layouts, groups, rows, arrays of them).
  var involvesViews: Bool {
    switch self {
    case .view, .layout, .group, .gridRow, .lazyView: return true
    case .array(let items): return items.contains { $0.involvesViews }
    case .structure(let value): return value.fields.contains { $0.value.involvesViews }
    default: return false
    }
  }
}
