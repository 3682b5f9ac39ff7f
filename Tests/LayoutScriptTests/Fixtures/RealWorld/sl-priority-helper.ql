// Modelled on ioskrew/SwiftLayout, README.md ("LayoutBuilder + AnchorsBuilder"): `@LayoutBuilder func …
// -> some Layout` pieces of a hierarchy written separately and combined, views placed with `anchors { }`
// inside `sublayout { }`; here one helper returns a subtree used inside `sublayout { }`, and a width
// carries `.priority(.init(999))` (the priority modifier the library documents on Anchors).
// expect-min-frames: 4
import UIKit
import SwiftLayout

final class PriceTagView: UIView, Layoutable {
    let nameLabel = UILabel().config { $0.text = "Espresso" }
    let priceLabel = UILabel().config { $0.text = "$3.10" }
    let noteLabel = UILabel().config { $0.text = "Double shot" }

    var activation: Activation?

    @LayoutBuilder func priceColumn() -> some Layout {
        priceLabel.anchors {
            Anchors.top.equalToSuper(constant: 8)
            Anchors.trailing.equalToSuper(constant: -16)
            Anchors.width.equalTo(constant: 80).priority(.init(999))
        }
    }

    var layout: some Layout {
        self.sublayout {
            nameLabel.anchors {
                Anchors.top.leading.equalToSuper(constant: 16)
            }
            noteLabel.anchors {
                Anchors.top.equalTo(nameLabel, attribute: .bottom, constant: 4)
                Anchors.leading.equalTo(nameLabel)
            }
            priceColumn()
        }
    }
}
