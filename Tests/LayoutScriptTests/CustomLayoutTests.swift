import LayoutCore
import LayoutPipeline
import LayoutRender
import XCTest
@testable import LayoutScript

/// Custom layouts written with SwiftUI's `Layout` protocol, pasted as the docs write them and
/// laid out by SwiftUI's rules: exact frames, computed by hand from each layout's code.
final class CustomLayoutTests: XCTestCase {
  /// The FlowLayout people write, verbatim.
  static let flowLayout = """
    struct FlowLayout: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let maxWidth = proposal.width ?? .infinity
            var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x + size.width > maxWidth, x > 0 {
                    x = 0
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
                width = max(width, x - spacing)
            }
            return CGSize(width: width, height: y + rowHeight)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            var y = bounds.minY
            var rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x + size.width > bounds.maxX && x > bounds.minX {
                    x = bounds.minX
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
        }
    }

    """

  /// The tag cloud of the brief; `modifier` is appended to the FlowLayout.
  static func tagCloud(width: Int, modifier: String = "") -> String {
    flowLayout + """
      canvas(width: \(width), height: 667)
      struct TagCloud: View {
          let tags = ["Swift", "SwiftUI", "Layout", "Grid", "Stack", "Alignment", "Priority"]
          var body: some View {
              FlowLayout(spacing: 6) {
                  ForEach(tags, id: \\.self) { tag in
                      Text(tag).padding(.horizontal, 8).padding(.vertical, 4).background(Capsule().fill(.blue.opacity(0.2)))
                  }
              }
              \(modifier)
              .padding()
          }
      }
      """
  }

  /// Apple's MyRadialLayout with its extension and its `Rank` key, from the sample
  /// "Composing custom layouts with SwiftUI", comments left out.
  static let radialLayout = """
    struct MyRadialLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let radius = min(bounds.size.width, bounds.size.height) / 3.0
            let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
            let ranks = subviews.map { subview in
                subview[Rank.self]
            }
            let offset = getOffset(ranks)
            for (index, subview) in subviews.enumerated() {
                var point = CGPoint(x: 0, y: -radius)
                    .applying(CGAffineTransform(
                        rotationAngle: angle * Double(index) + offset))
                point.x += bounds.midX
                point.y += bounds.midY
                subview.place(at: point, anchor: .center, proposal: .unspecified)
            }
        }
    }

    extension MyRadialLayout {
        private func getOffset(_ ranks: [Int]) -> Double {
            guard ranks.count == 3,
                  !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }
            var fraction: Double
            if ranks[0] == 1 {
                fraction = residual(rank1: ranks[1], rank2: ranks[2])
            } else if ranks[1] == 1 {
                fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
            } else {
                fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
            }
            return fraction * 2.0 * Double.pi / 3.0
        }

        private func residual(rank1: Int, rank2: Int) -> Double {
            if rank1 == 1 {
                return -0.5
            } else if rank2 == 1 {
                return 0.5
            } else if rank1 < rank2 {
                return -0.25
            } else if rank1 > rank2 {
                return 0.25
            } else {
                return 0
            }
        }
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue: Int = 1
    }

    extension View {
        func rank(_ value: Int) -> some View {
            layoutValue(key: Rank.self, value: value)
        }
    }

    """

  /// `count` 40-point circles named c0, c1… in a 300 × 300 radial layout, each with `.rank(r)`
  /// of `ranks` if given, else `suffix`.
  static func radial(count: Int, ranks: [Int] = [], suffix: String = "") -> String {
    let circles = (0..<count).map { index in
      "Circle().named(\"c\(index)\").frame(width: 40, height: 40)" + (ranks.isEmpty ? suffix : ".rank(\(ranks[index]))")
    }
    return radialLayout + "var body: some View {\n  MyRadialLayout {\n    " + circles.joined(separator: "\n    ")
      + "\n  }\n  .frame(width: 300, height: 300)\n}\n"
  }

  /// A layout with a cache: `makeCache` measures every subview once; `sizeThatFits` stores the
  /// total width in the cache, which `placeSubviews` reads to align the row right.
  static let cachedRow = """
    struct Row: Layout {
        struct Cache {
            var sizes: [CGSize]
            var total: CGFloat = 0
        }

        func makeCache(subviews: Subviews) -> Cache {
            Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let width = cache.sizes.reduce(0) { $0 + $1.width }
            cache.total = width
            return CGSize(width: width + 20, height: cache.sizes.map { $0.height }.max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var x = bounds.maxX - cache.total
            for index in subviews.indices {
                subviews[index].place(at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomLeading,
                                      proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width
            }
        }
    }
    var body: some View {
        Row {
            Color.red.named("a").frame(width: 30, height: 10)
            Color.blue.named("b").frame(width: 50, height: 20)
        }
    }
    """

  /// Apple's EqualWidthHStack from the same sample, with every member the protocol documents:
  /// an initializer, `layoutProperties`, a cache type, `updateCache`, `spacing` and
  /// `explicitAlignment` (these skipped with notes).
  static let equalWidthStack = """
    struct EqualWidthHStack: Layout {
        typealias Cache = CacheData
        var spacing: CGFloat
        init(spacing: CGFloat = 8) { self.spacing = spacing }
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }
        struct CacheData {
            var maxSize: CGSize
        }
        func makeCache(subviews: Subviews) -> CacheData {
            var width: CGFloat = 0
            var height: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                width = max(width, size.width)
                height = max(height, size.height)
            }
            return CacheData(maxSize: CGSize(width: width, height: height))
        }
        func updateCache(_ cache: inout CacheData, subviews: Subviews) {
            cache = makeCache(subviews: subviews)
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
            guard !subviews.isEmpty else { return .zero }
            let totalSpacing = spacing * CGFloat(subviews.count - 1)
            return CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + totalSpacing, height: cache.maxSize.height)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
            guard !subviews.isEmpty else { return }
            let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
            var nextX = bounds.minX + cache.maxSize.width / 2
            for index in subviews.indices {
                subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
                nextX += cache.maxSize.width + spacing
            }
        }
        func spacing(subviews: Subviews, cache: inout CacheData) -> ViewSpacing {
            ViewSpacing()
        }
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGFloat? {
            nil
        }
    }
    struct Buttons: View {
        var body: some View {
            EqualWidthHStack(spacing: 10) {
                Button("Go") { }.named("go")
                Button("Cancel") { }.named("cancel")
            }
        }
    }
    """

  /// Apple's EqualWidthVStack shape: a `.zero` whose type nothing gives (`reduce(.zero)`), and a
  /// private `spacing(subviews:)` helper sharing its name with the protocol's `spacing` method.
  static let equalWidthVStack = """
    struct EqualWidthVStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let totalSpacing = spacing.reduce(0) { $0 + $1 }
            return CGSize(width: maxSize.width, height: maxSize.height * CGFloat(subviews.count) + totalSpacing)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
            var y = bounds.minY + maxSize.height / 2
            for index in subviews.indices {
                subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: placementProposal)
                y += maxSize.height + spacing[index]
            }
        }

        private func maxSize(subviews: Subviews) -> CGSize {
            let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
                CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
            }
            return maxSize
        }

        private func spacing(subviews: Subviews) -> [CGFloat] {
            subviews.indices.map { index in
                guard index < subviews.count - 1 else { return 0 }
                return 10
            }
        }
    }
    var body: some View {
        EqualWidthVStack {
            Button("Short") { }.named("short")
            Button("A longer label") { }.named("long")
        }
    }
    """

  /// Apple's MyEqualWidthHStack ("Composing custom layouts with SwiftUI"), whole: the space
  /// between subviews is what the engine's spacing rules give (`subview.spacing.distance(to:along:)`).
  static let appleEqualWidthHStack = """
    struct MyEqualWidthHStack: Layout {
        func sizeThatFits(
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout Void
        ) -> CGSize {
            guard !subviews.isEmpty else { return .zero }

            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let totalSpacing = spacing.reduce(0) { $0 + $1 }

            return CGSize(
                width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
                height: maxSize.height)
        }

        func placeSubviews(
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout Void
        ) {
            guard !subviews.isEmpty else { return }

            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)

            let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
            var nextX = bounds.minX + maxSize.width / 2

            for index in subviews.indices {
                subviews[index].place(
                    at: CGPoint(x: nextX, y: bounds.midY),
                    anchor: .center,
                    proposal: placementProposal)
                nextX += maxSize.width + spacing[index]
            }
        }

        private func maxSize(subviews: Subviews) -> CGSize {
            let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
                CGSize(
                    width: max(currentMax.width, subviewSize.width),
                    height: max(currentMax.height, subviewSize.height))
            }

            return maxSize
        }

        private func spacing(subviews: Subviews) -> [CGFloat] {
            subviews.indices.map { index in
                guard index < subviews.count - 1 else { return 0 }
                return subviews[index].spacing.distance(
                    to: subviews[index + 1].spacing,
                    along: .horizontal)
            }
        }
    }

    struct Buttons: View {
        var body: some View {
            MyEqualWidthHStack {
                Button("Go") { }.named("go")
                Button("Cancel") { }.named("cancel")
            }
        }
    }
    """

  /// A layout that places only its first subview, at the top leading corner.
  static let pinFirst = """
    struct PinFirst: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            guard let first = subviews.first else { return }
            first.place(at: bounds.origin, proposal: .unspecified)
        }
    }
    var body: some View {
        PinFirst {
            Color.red.named("a").frame(width: 20, height: 20)
            Text("Hi").named("b")
        }
        .frame(width: 100, height: 100)
    }
    """

  private func frames(_ source: String, semantics: Semantics? = nil) throws -> [String: Rect] {
    let laidOut = try Pipeline.run(source: source, path: "layout.ql", options: LayoutOptions(canvas: CanvasOverride(semantics: semantics)))
    XCTAssertEqual(laidOut.diagnostics, [], "the layout's code ran without failing")
    let result = try XCTUnwrap(laidOut.result)
    var frames: [String: Rect] = [:]
    for (id, view) in laidOut.script.views.enumerated() {
      if let frame = result.frames.indices.contains(id) ? result.frames[id] : nil { frames[view.name] = frame }
    }
    return frames
  }

  func testCustomLayoutsPlaceTheirSubviewsWhereTheirCodeSays() throws {
    // FlowLayout, 375 wide: the tags are 8 points a character plus 16 of padding wide (Swift 56,
    // SwiftUI 72, Layout 64, Grid 48, Stack 56, Alignment 88, Priority 80) and 28 tall; the
    // layout is proposed 375 − 2·16 = 343. Row 1: 0, 62, 140, 210, 264 (264 + 56 = 320 ≤ 343);
    // Alignment at 326 would end at 414 > 343, so row 2 starts at y = 28 + 6 = 34: Alignment at
    // 0, Priority at 94. The layout is max(320, 174) × 62, the body 352 × 94, centred in
    // 375 × 667 at (11.5, 286.5), the layout 16 inside: every tag is offset by (27.5, 302.5).
    // (what, source, frames under SwiftUI, frames under QuickLayout when they differ)
    let cases: [(String, String, [String: Rect], [String: Rect]?)] = [
      ("FlowLayout 375 wide: five tags, then two", Self.tagCloud(width: 375), [
        "Capsule#1": Rect(x: 27.5, y: 302.5, width: 56, height: 28),
        "Text#1": Rect(x: 35.5, y: 306.5, width: 40, height: 20),
        "Capsule#5": Rect(x: 291.5, y: 302.5, width: 56, height: 28),
        "Capsule#6": Rect(x: 27.5, y: 336.5, width: 88, height: 28),
        "Capsule#7": Rect(x: 121.5, y: 336.5, width: 80, height: 28),
      ], nil),
      // Proposed 200 − 32 = 168: rows [Swift, SwiftUI] [Layout, Grid] [Stack, Alignment]
      // [Priority], 150 × 130 (Stack + 6 + Alignment = 150); the body 182 × 162 at (9, 252.5).
      ("FlowLayout 200 wide: four rows", Self.tagCloud(width: 200), [
        "Capsule#1": Rect(x: 25, y: 268.5, width: 56, height: 28),
        "Capsule#2": Rect(x: 87, y: 268.5, width: 72, height: 28),
        "Capsule#4": Rect(x: 95, y: 302.5, width: 48, height: 28),
        "Capsule#6": Rect(x: 87, y: 336.5, width: 88, height: 28),
        "Capsule#7": Rect(x: 25, y: 370.5, width: 80, height: 28),
      ], nil),
      // fixedSize proposes nothing: maxWidth is infinity, one row 464 + 6·6 = 500 wide, centred
      // at x = (375 − 532) / 2 + 16 = −62.5.
      ("FlowLayout proposed nothing: one row", Self.tagCloud(width: 375, modifier: ".fixedSize()"), [
        "Capsule#1": Rect(x: -62.5, y: 319.5, width: 56, height: 28),
        "Capsule#7": Rect(x: 357.5, y: 319.5, width: 80, height: 28),
      ], nil),
      // Six circles, no ranks (offset 0): radius 300 / 3 = 100 around the centre (187.5, 333.5)
      // of the 300 × 300 frame; view k at angle 60°·k, its centre at (187.5 + 100 sin θ,
      // 333.5 − 100 cos θ), its origin 20 less: sin 60° · 100 = 86.603, so c1's origin is
      // (254.103, 263.5), shown at 254 on the half-point grid.
      ("RadialLayout, six views 60° apart", Self.radial(count: 6), [
        "c0": Rect(x: 167.5, y: 213.5, width: 40, height: 40),
        "c1": Rect(x: 254, y: 263.5, width: 40, height: 40),
        "c2": Rect(x: 254, y: 363.5, width: 40, height: 40),
        "c3": Rect(x: 167.5, y: 413.5, width: 40, height: 40),
        "c4": Rect(x: 81, y: 363.5, width: 40, height: 40),
        "c5": Rect(x: 81, y: 263.5, width: 40, height: 40),
      ], nil),
      // Three views ranked 2, 1, 3: getOffset gives (−1 + 0.25) · 2π/3 = −π/2, so c0 is at
      // −90° (centre 87.5, 333.5), c1 at 30° (237.5, 246.9), c2 at 150° (237.5, 420.1).
      ("RadialLayout, three ranked views turned to rank order", Self.radial(count: 3, ranks: [2, 1, 3]), [
        "c0": Rect(x: 67.5, y: 313.5, width: 40, height: 40),
        "c1": Rect(x: 217.5, y: 227, width: 40, height: 40),
        "c2": Rect(x: 217.5, y: 400, width: 40, height: 40),
      ], nil),
      // Three views of equal rank, set with the modifier itself: no offset; c0 at the top, c1 at 120°.
      ("RadialLayout, three views of one rank", Self.radial(count: 3, suffix: ".layoutValue(key: Rank.self, value: 2)"), [
        "c0": Rect(x: 167.5, y: 213.5, width: 40, height: 40),
        "c1": Rect(x: 254, y: 363.5, width: 40, height: 40),
      ], nil),
      // The cache: sizes 30×10 and 50×20, total 80 stored by sizeThatFits; the row is 100 × 20
      // at (137.5, 323.5) and starts at 100 − 80 = 20, each subview on the bottom edge.
      ("a cache made by makeCache and changed by sizeThatFits", Self.cachedRow, [
        "a": Rect(x: 157.5, y: 333.5, width: 30, height: 10),
        "b": Rect(x: 187.5, y: 323.5, width: 50, height: 20),
      ], nil),
      // Go is 16 wide, Cancel 48: two cells of 48 and 10 between, 106 × 20 at (134.5, 323.5);
      // each button is centred in its cell (proposed 48 × 20, it stays its own width).
      ("Apple's EqualWidthHStack", Self.equalWidthStack, [
        "go": Rect(x: 150.5, y: 323.5, width: 16, height: 20),
        "cancel": Rect(x: 192.5, y: 323.5, width: 48, height: 20),
      ], [
        // QuickLayout's buttons are UIButtons, title + 24 by a line + 14: cells of 72 × 34.
        "go": Rect(x: 126.5, y: 316.5, width: 40, height: 34),
        "cancel": Rect(x: 192.5, y: 316.5, width: 72, height: 34),
      ]),
      // Short is 40 wide, "A longer label" 112, both 20 tall: cells of 112 × 20, 10 apart, the
      // stack 112 × 50 centred in 375 × 667 at (131.5, 308.5); each button centred in its cell.
      ("Apple's EqualWidthVStack: .zero untyped, a private spacing(subviews:)", Self.equalWidthVStack, [
        "short": Rect(x: 167.5, y: 308.5, width: 40, height: 20),
        "long": Rect(x: 131.5, y: 338.5, width: 112, height: 20),
      ], [
        // UIButtons: 64 × 34 and 136 × 34; cells of 136 × 34, the stack 136 × 78 at (119.5, 294.5).
        "short": Rect(x: 155.5, y: 294.5, width: 64, height: 34),
        "long": Rect(x: 119.5, y: 338.5, width: 136, height: 34),
      ]),
      // Cells of the widest button (Cancel, 48 × 20) and SwiftUI's 8 between them: 104 × 20 at
      // (135.5, 323.5), each button centred in its cell. QuickLayout spaces its views by 0: cells of
      // 72 × 34 (UIButtons), 144 wide at (115.5, 316.5).
      ("Apple's MyEqualWidthHStack, spaced by ViewSpacing", Self.appleEqualWidthHStack, [
        "go": Rect(x: 151.5, y: 323.5, width: 16, height: 20),
        "cancel": Rect(x: 191.5, y: 323.5, width: 48, height: 20),
      ], [
        "go": Rect(x: 131.5, y: 316.5, width: 40, height: 34),
        "cancel": Rect(x: 187.5, y: 316.5, width: 72, height: 34),
      ]),
      // The frame is at (137.5, 283.5); "Hi" (16 × 20) was never placed: centred at its ideal size.
      ("a subview never placed sits at the centre", Self.pinFirst, [
        "a": Rect(x: 137.5, y: 283.5, width: 20, height: 20),
        "b": Rect(x: 179.5, y: 323.5, width: 16, height: 20),
      ], nil),
    ]
    // Under QuickLayout the same code runs for QuickLayout's proposals (an unspecified side
    // infinity) and QuickLayout's views.
    for (what, source, swiftUI, quickLayout) in cases {
      for (semantics, expected) in [(Semantics.swiftUI, swiftUI), (.quickLayout, quickLayout ?? swiftUI)] {
        let frames = try frames(source, semantics: semantics)
        for (name, frame) in expected { XCTAssertEqual(frames[name], frame, "\(what), \(semantics): \(name)") }
      }
    }
  }

  /// A custom guide set inside a custom layout leaves it where `placeSubviews` put the subview
  /// (the `Layout` protocol's default `explicitAlignment`: each subview's value plus its origin,
  /// averaged). `Corner` puts its one 20-pt image at (20, 30) with its `mid` at 5, so the layout's
  /// `mid` is 35 (before: 30, the default, half its 60-pt height); in an
  /// `HStack(alignment: .mid, spacing: 0)` a 10-pt image's centre meets it: y 30 (before: 25).
  func testACustomGuideLeavesALayoutWhereItPlacedTheSubview() throws {
    let source = """
      struct Corner: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
              CGSize(width: 60, height: 60)
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
              for subview in subviews {
                  subview.place(at: CGPoint(x: bounds.minX + 20, y: bounds.minY + 30), proposal: .unspecified)
              }
          }
      }
      struct MidAlignmentID: AlignmentID {
          static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
      }
      extension VerticalAlignment {
          static let mid = VerticalAlignment(MidAlignmentID.self)
      }
      canvas(width: 375, height: 667, mode: .fit, semantics: .swiftUI)
      var body: some View {
          HStack(alignment: .mid, spacing: 0) {
              Corner {
                  Image(width: 20, height: 20).named("a")
                      .alignmentGuide(.mid) { d in 5 }
              }
              Image(width: 10, height: 10).named("b")
          }
      }
      """
    let frames = try frames(source)
    XCTAssertEqual(frames["a"], Rect(x: 20, y: 30, width: 20, height: 20))
    XCTAssertEqual(frames["b"], Rect(x: 60, y: 30, width: 10, height: 10))
  }

  func testSubviewsAreMeasuredThroughTheEngineWithTheLayoutsReason() throws {
    let source = Self.cachedRow.replacingOccurrences(of: "Color.red.named(\"a\").frame(width: 30, height: 10)", with: "Text(\"Hi\").named(\"a\")")
    let laidOut = try Pipeline.run(source: source, path: "layout.ql", options: LayoutOptions(recordingDetails: true))
    let result = try XCTUnwrap(laidOut.result)
    let a = try XCTUnwrap(laidOut.script.views.firstIndex { $0.name == "a" })
    let records = result.log.records(for: a)
    // makeCache's `sizeThatFits(.unspecified)`, placeSubviews' `place` with the cached size, the placement.
    XCTAssertEqual(records.map(\.reason), [.customSizing, .customPlacing, .placement])
    XCTAssertEqual(records.map(\.proposal), [Size(width: .infinity, height: .infinity), Size(width: 16, height: 20), Size(width: 16, height: 20)])
    let tree = result.tree.nodes.map(\.kind)
    XCTAssertTrue(tree.contains(.customLayout(InternedString("Row()"))), "the container shows as the script writes it")
  }

  func testFailuresInALayoutsCodeAreDiagnosticsAtTheirLine() throws {
    let spin = """
      struct Spin: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
              proposal.replacingUnspecifiedDimensions()
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
              var x = bounds.minX
              while x < bounds.maxX {
                  subviews[0].place(at: CGPoint(x: x, y: 0), proposal: .unspecified)
              }
          }
      }
      var body: some View { Spin { Text("Hi").named("t") }.frame(width: 100, height: 100) }
      """
    let typo = """
      struct Typo: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
              proposal.replacingUnspecifiedDimensions()
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
              for subview in subviews {
                  subview.place(at: bounds.minX, proposal: .unspecified)
              }
          }
      }
      var body: some View { Typo { Text("Hi").named("t") }.frame(width: 100, height: 100) }
      """
    let slow = """
      struct Slow: Layout {
          func fib(_ n: Double) -> Double { n < 2 ? n : fib(n - 1) + fib(n - 2) }
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
              CGSize(width: fib(40), height: 10)
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      var body: some View { Slow { Text("Hi").named("t") }.frame(width: 100, height: 100) }
      """
    let cases: [(String, String, String)] = [
      ("a recursion that would take minutes", slow, """
        layout.ql:3:10: error: evaluation step limit of 20000 exceeded in this call of 'sizeThatFits'
           3 |     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
             |          ^~~~~~~~~~~~
        hint: 'sizeThatFits' did not finish within 20000 steps: a recursion that calls itself more than once per call grows exponentially; make it end sooner
        """),
      ("a loop that never ends", spin, """
        layout.ql:7:9: error: loop iteration limit of 1000 exceeded
           7 |         while x < bounds.maxX {
             |         ^~~~~
        hint: loops and ForEach may run 1000 times in all
        """),
      ("a number where a point belongs", typo, """
        layout.ql:7:27: error: 'at:' of 'place' expects a CGPoint, not a number
           7 |             subview.place(at: bounds.minX, proposal: .unspecified)
             |                           ^~~~~~~~~~~~~~~
        """),
    ]
    for (what, source, expected) in cases {
      for semantics in Semantics.allCases {
        let laidOut = try Pipeline.run(source: source, path: "layout.ql", options: LayoutOptions(canvas: CanvasOverride(semantics: semantics)),
                                       limits: ScriptLimits(loopIterations: 1000, evaluationSteps: 20_000))
        XCTAssertEqual(laidOut.diagnostics.map { $0.rendered(source: source) }, [expected], "\(what), \(semantics)")
        // The layout is still drawn: the subview its code did not place sits at the centre.
        let result = try XCTUnwrap(laidOut.result, what)
        XCTAssertEqual(result.frames[0], Rect(x: 179.5, y: 323.5, width: 16, height: 20), "\(what), \(semantics)")
      }
    }
  }
}

extension CustomLayoutTests {
  func testTheScriptPrinterWritesCustomLayoutsAsTheScriptDoes() throws {
    let cloud = try XCTUnwrap(try ScriptEvaluator.evaluate(source: Self.tagCloud(width: 375), path: "cloud.ql").body)
    guard case .modified(let flow, .padding) = cloud else { return XCTFail("the tag cloud is a padded FlowLayout") }
    let radial = try XCTUnwrap(try ScriptEvaluator.evaluate(source: Self.radial(count: 3, ranks: [2, 1, 3]), path: "radial.ql").body)
    guard case .modified(.swiftUI(let container, let circles), .frame) = radial, case .custom = container else {
      return XCTFail("the radial layout is framed")
    }
    // (element, how the tree report and the printer write it)
    let cases: [(Element, String)] = [
      (flow, "FlowLayout(spacing: 6)"),
      (.swiftUI(container, circles), "MyRadialLayout()"),
      (circles[1], "layoutValue(key: Rank.self, value: 1)"),
    ]
    for (element, expected) in cases { XCTAssertEqual(ScriptPrinter.summary(of: element), expected) }
  }
}
