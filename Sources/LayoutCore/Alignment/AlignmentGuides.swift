/// The explicit alignment guides of a laid-out element, as QuickLayout carries them from
/// child to parent. Most elements have none, and then this holds no storage at all.
public struct AlignmentGuides: Sendable {
  private var entries: [(id: AlignmentID, guide: GuideFunction)]

  /// No guides.
  public static let none = AlignmentGuides(entries: [])

  private init(entries: [(id: AlignmentID, guide: GuideFunction)]) {
    self.entries = entries
  }

  /// True when no guide is set.
  public var isEmpty: Bool { entries.isEmpty }

  /// The guide set for `id`, if any.
  public subscript(_ id: AlignmentID) -> GuideFunction? {
    entries.first { $0.id == id }?.guide
  }

  /// Sets or replaces the guide for `id`.
  public mutating func set(_ id: AlignmentID, _ guide: @escaping GuideFunction) {
    if let index = entries.firstIndex(where: { $0.id == id }) {
      entries[index].guide = guide
    } else {
      entries.append((id, guide))
    }
  }

  /// The guides without the one for `id`.
  public func removing(_ id: AlignmentID) -> AlignmentGuides {
    AlignmentGuides(entries: entries.filter { $0.id != id })
  }

  /// The guides of a single child placed at `position`, seen from its parent: every guide,
  /// built-in ones included, evaluated against the child's own dimensions and shifted by
  /// the child's position.
  public static func passedUp(from child: ElementDimensions, at position: Point) -> AlignmentGuides {
    guard !child.guides.isEmpty else { return .none }
    return AlignmentGuides(entries: child.guides.entries.map { entry in
      let offset = entry.id.axis == .horizontal ? position.x : position.y
      let guide = entry.guide
      return (entry.id, { view in guide(ViewDimensions(child, direction: view.direction)) + offset })
    })
  }

  /// The guides of several children, seen from their container: only custom alignments
  /// pass, each the average of the children's values, evaluated now in `direction`.
  public static func averaged(from children: some Sequence<(dimensions: ElementDimensions, position: Point)>,
                              direction: LayoutDirection) -> AlignmentGuides {
    var sums: [(id: AlignmentID, total: Double, count: Int)] = []
    for child in children where !child.dimensions.guides.isEmpty {
      for entry in child.dimensions.guides.entries where !entry.id.isBuiltIn {
        let offset = entry.id.axis == .horizontal ? child.position.x : child.position.y
        let value = entry.guide(ViewDimensions(child.dimensions, direction: direction)) + offset
        if let index = sums.firstIndex(where: { $0.id == entry.id }) {
          sums[index].total += value
          sums[index].count += 1
        } else {
          sums.append((entry.id, value, 1))
        }
      }
    }
    guard !sums.isEmpty else { return .none }
    return AlignmentGuides(entries: sums.map { sum in
      let average = sum.total / Double(sum.count)
      return (sum.id, { _ in average })
    })
  }
}
