import LayoutCore

/// Short spellings for building element trees in tests; view ids are given explicitly.
func label(_ id: Int, _ text: String, lines: Int = 1, font: Double = 16) -> Element {
  .leaf(LeafView(id: id, kind: .label(text: LabelText(text), lines: lines, font: font)))
}

func plain(_ id: Int) -> Element { .leaf(LeafView(id: id, kind: .plainView)) }

func image(_ id: Int, _ width: Double, _ height: Double) -> Element {
  .leaf(LeafView(id: id, kind: .fixed(Size(width: width, height: height))))
}

func hStack(alignment: VerticalAlignment = .center, spacing: Double = 0, _ children: Element...) -> Element {
  .stack(Stack(axis: .horizontal, alignment: alignment.id, spacing: spacing, children: children))
}

func vStack(alignment: HorizontalAlignment = .center, spacing: Double = 0, ideal: Bool = false, _ children: Element...) -> Element {
  .stack(Stack(axis: .vertical, alignment: alignment.id, spacing: spacing, children: children, idealLayout: ideal))
}

extension Element {
  func frame(_ width: Double?, _ height: Double?, _ alignment: Alignment = .center) -> Element {
    .modified(self, .frame(width: width, height: height, alignment: alignment))
  }

  func padding(_ length: Double) -> Element {
    .modified(self, .padding(EdgeInsets(top: length, left: length, bottom: length, right: length), followsDirection: true))
  }
}

/// One layout with QuickLayout's expected numbers.
struct LayoutCase {
  let name: String
  let canvas: Canvas
  let body: Element
  let size: Size
  /// Expected frames by view id, `[x, y, width, height]`.
  let frames: [Int: [Double]]
  /// Expected measurement counts by view id.
  let measurements: [Int: Int]
}
