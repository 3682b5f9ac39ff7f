import XCTest
@testable import LayoutScript

/// The dialects' tables merged into one vocabulary: each name has one owner, and each API is
/// found in the dialect its docs belong to.
final class VocabularyTests: XCTestCase {
  func testNoNameIsDefinedByTwoDialects() {
    XCTAssertEqual(Vocabulary.collisions.map { "\($0.name): \($0.dialects.joined(separator: ", "))" }, [])
  }

  func testEachAPIBelongsToItsDialect() {
    let owners: [(name: String, table: String, dialect: String)] = [
      ("HStack", "functions", "QuickLayout"), ("HFlow", "functions", "QuickLayout"), ("Spacer", "functions", "QuickLayout"),
      ("padding", "modifiers", "QuickLayout"), ("frame", "modifiers", "QuickLayout"),
      ("LazyVGrid", "functions", "SwiftUI"), ("GeometryReader", "functions", "SwiftUI"), ("Text", "views", "SwiftUI"),
      ("Toggle", "views", "SwiftUI"), ("UILabel", "views", "UIKit"), ("UISwitch", "views", "UIKit"),
      ("UIColor", "functions", "UIKit"), ("UIEdgeInsets", "functions", "UIKit"), ("canvas", "functions", "Swift"),
      ("CGSize", "functions", "Swift"), ("sqrt", "functions", "Swift"), ("String", "functions", "Swift"),
    ]
    for owner in owners {
      let found = Vocabulary.dialects.filter { dialect in
        switch owner.table {
        case "views": return dialect.views[owner.name] != nil
        case "modifiers": return dialect.modifiers[owner.name] != nil
        default: return dialect.functions[owner.name] != nil
        }
      }.map { $0.name }
      XCTAssertEqual(found, [owner.dialect], owner.name)
    }
  }

  func testTheMergedTablesHoldEveryDialectsEntries() {
    let views = Vocabulary.dialects.reduce(0) { $0 + $1.views.count }
    let modifiers = Vocabulary.dialects.reduce(0) { $0 + $1.modifiers.count }
    let functions = Vocabulary.dialects.reduce(0) { $0 + $1.functions.count }
    XCTAssertEqual(Vocabulary.views.count, views)
    XCTAssertEqual(Vocabulary.modifiers.count, modifiers)
    XCTAssertEqual(Vocabulary.functions.count, functions)
  }
}
