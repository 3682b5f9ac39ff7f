/// A view of a script: its unique name, its UIKit type and what it is for layout.
///
/// A script of 40,000 views holds 40,000 of these at its evaluation's peak, so the type and the
/// colour, which few distinct texts fill, are interned (4 bytes each instead of a string's 16):
/// the 10,000-cell list's JSON render peaked at 60.1 MiB before, 59.2 after (docs/performance.md).
public struct ViewDeclaration: Sendable, Hashable {
  /// The `let`/`var` name, the `.named("…")` name, or a generated `TypeName#N`.
  public var name: String
  public var kind: LeafKind
  /// Where the view was created.
  public var location: SourceLocation
  private var storedTypeName: InternedString
  private var storedColor: InternedString?
  /// `view.isHidden = true`; recorded, not yet used by layout.
  public var isHidden: Bool
  /// True for a placeholder: a view the script uses and never declares (`view1` in a pasted
  /// fragment), drawn marked as such (README: "Pasting from the docs: placeholders").
  public var isPlaceholder = false

  /// The UIKit type, such as `UILabel` (aliases like `Label` give their UIKit type).
  public var typeName: String {
    get { storedTypeName.text }
    set { storedTypeName = InternedString(newValue) }
  }

  /// The view's colour: its `backgroundColor`, else its `textColor` (a label's or a button's title),
  /// as written: a UIKit name such as "systemBlue" or "red", or "#RRGGBB". Nil when none is set.
  public var color: String? {
    get { storedColor?.text }
    set { storedColor = newValue.map(InternedString.init) }
  }

  /// A view as a script (or a console log) declares it.
  public init(name: String, typeName: String, kind: LeafKind, isHidden: Bool, isPlaceholder: Bool = false,
              location: SourceLocation, color: String?) {
    self.name = name
    storedTypeName = InternedString(typeName)
    self.kind = kind
    self.isHidden = isHidden
    self.isPlaceholder = isPlaceholder
    self.location = location
    storedColor = color.map(InternedString.init)
  }
}
