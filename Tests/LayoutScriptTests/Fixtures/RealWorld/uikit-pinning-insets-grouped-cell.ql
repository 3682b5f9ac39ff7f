// Modelled on rileytestut/AltStore, AltStore/Components/InsetGroupTableViewCell.swift: a table cell
// whose rounded card is added with the app's `addSubview(_:pinningEdgesWith:)` of another file and
// sent to the back, with a hairline separator constrained by anchors and hidden by the cell's style
// (a `didSet` the canvas does not run); the style cases and the insets are ours.
// expect-min-frames: 2
import UIKit

class GroupedCardCell: UITableViewCell {
    enum Position {
        case only, first, inner, last
    }

    var position: Position = .only {
        didSet { self.refresh() }
    }

    private let cardView = UIView()
    private let hairline = UIView()

    override func awakeFromNib() {
        super.awakeFromNib()
        self.hairline.translatesAutoresizingMaskIntoConstraints = false
        self.addSubview(self.hairline)
        self.cardView.layer.cornerRadius = 12
        self.addSubview(self.cardView, pinningEdgesWith: UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 20))
        self.sendSubviewToBack(self.cardView)
        NSLayoutConstraint.activate([
            self.hairline.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 36),
            self.hairline.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -36),
            self.hairline.bottomAnchor.constraint(equalTo: self.bottomAnchor),
            self.hairline.heightAnchor.constraint(equalToConstant: 1),
        ])
        self.refresh()
    }

    private func refresh() {
        switch self.position {
        case .only, .last:
            self.hairline.isHidden = true
        case .first, .inner:
            self.hairline.isHidden = false
        }
    }
}
