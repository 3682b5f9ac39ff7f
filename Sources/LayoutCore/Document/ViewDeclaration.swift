/// A view of a script: its unique name, its UIKit type and what it is for layout.
public struct ViewDeclaration: Sendable, Hashable {
  /// The `let`/`var` name, the `.named("…")` name, or a generated `TypeName#N`.
  public var name: String
  /// The UIKit type, such as `UILabel` (aliases like `Label` give their UIKit type).
  public var typeName: String
  public var kind: LeafKind
  /// `view.isHidden = true`; recorded, not yet used by layout.
  public var isHidden: Bool
  /// True for a placeholder: a view the script uses and never declares (`view1` in a pasted
  /// fragment), drawn marked as such (README: "Pasting from the docs: placeholders").
  public var isPlaceholder = false
  /// Where the view was created.
  public var location: SourceLocation
  /// The view's colour: its `backgroundColor`, else its `textColor` (a label's or a button's title),
  /// as written: a UIKit name such as "systemBlue" or "red", or "#RRGGBB". Nil when none is set.
  public var color: String?

  /// A view as a script (or a console log) declares it.
  public init(name: String, typeName: String, kind: LeafKind, isHidden: Bool, isPlaceholder: Bool = false,
              location: SourceLocation, color: String?) {
    self.name = name
    self.typeName = typeName
    self.kind = kind
    self.isHidden = isHidden
    self.isPlaceholder = isPlaceholder
    self.location = location
    self.color = color
  }
}
