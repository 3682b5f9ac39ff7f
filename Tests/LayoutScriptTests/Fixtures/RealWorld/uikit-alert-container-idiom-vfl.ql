// Modelled on Orderella/PopupDialog, PopupDialog/Classes/PopupDialogContainerView.swift: a
// container whose shadow view, card and stack are lazy closures, laid out by VFL with ranges and
// priorities, an iPad branch chosen by UIDevice.current.userInterfaceIdiom, and centre
// constraints made by NSLayoutConstraint(item:…) kept in an optional.
// expect-min-frames: 5
import UIKit

final public class AlertCardContainerView: UIView {
    internal lazy var shadowView: UIView = {
        let shadowView = UIView(frame: .zero)
        shadowView.translatesAutoresizingMaskIntoConstraints = false
        shadowView.layer.shadowRadius = 6
        return shadowView
    }()

    internal lazy var card: UIView = {
        let card = UIView(frame: .zero)
        card.translatesAutoresizingMaskIntoConstraints = false
        card.clipsToBounds = true
        return card
    }()

    internal lazy var messageLabel: UILabel = {
        let label = UILabel()
        label.text = "Delete this draft?"
        label.textAlignment = .center
        return label
    }()

    internal lazy var stackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [self.messageLabel])
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        return stackView
    }()

    fileprivate let regularWidth: CGFloat
    internal var centerYConstraint: NSLayoutConstraint?

    internal init(frame: CGRect, regularWidth: CGFloat) {
        self.regularWidth = regularWidth
        super.init(frame: frame)
        buildViews()
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    internal func buildViews() {
        addSubview(shadowView)
        shadowView.addSubview(card)
        card.addSubview(stackView)

        let views = ["shadowView": shadowView, "card": card, "stackView": stackView]
        var constraints = [NSLayoutConstraint]()
        if UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.pad {
            let metrics = ["regularWidth": regularWidth]
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=40)-[shadowView(==regularWidth@900)]-(>=40)-|", options: [], metrics: metrics, views: views)
        } else {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=10,==24@900)-[shadowView(<=320,>=280)]-(>=10,==24@900)-|", options: [], metrics: nil, views: views)
        }
        constraints += [NSLayoutConstraint(item: shadowView, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0)]
        centerYConstraint = NSLayoutConstraint(item: shadowView, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY, multiplier: 1, constant: 0)
        if let centerYConstraint = centerYConstraint {
            constraints.append(centerYConstraint)
        }
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[card]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[card]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[stackView]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-16-[stackView]-16-|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
    }
}
