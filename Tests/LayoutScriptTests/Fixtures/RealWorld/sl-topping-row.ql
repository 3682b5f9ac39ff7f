// Modelled on ioskrew/SwiftLayout-Sample, SwiftLayout-Sample/SwiftLayout/ToppingItemView.swift: a
// Layoutable row of labels made with `.config { }`, a lazy UIStepper with addTarget and #selector,
// a model given to its init, a height anchor and three centred subviews in `sublayout { }`.
// expect-min-frames: 3
import UIKit
import SwiftLayout

enum Sauce: String {
    case caramel, chocolate
    var displayName: String { rawValue.capitalized }
}

class SauceItemView: UIView, Layoutable {
    let titleLabel = UILabel().config {
        $0.font = .systemFont(ofSize: 15)
        $0.text = "Caramel"
    }

    let countLabel = UILabel().config {
        $0.text = "0"
    }

    lazy var stepper = UIStepper().config {
        $0.value = 0
        $0.minimumValue = 0
        $0.maximumValue = 5
        $0.addTarget(self, action: #selector(didChangeStepperValue(_:)), for: .valueChanged)
    }

    var activation: Activation?
    var layout: some Layout {
        self.anchors {
            Anchors.height.equalTo(constant: 35)
        }.sublayout {
            titleLabel.anchors {
                Anchors.leading.equalToSuper(constant: 0)
                Anchors.centerY
            }

            countLabel.anchors {
                Anchors.centerY
            }

            stepper.anchors {
                Anchors.leading.equalTo(countLabel, attribute: .trailing, constant: 20)
                Anchors.centerY
                Anchors.trailing.equalToSuper(constant: 0)
            }
        }
    }

    @objc
    func didChangeStepperValue(_ sender: UIStepper) {
        countLabel.text = String(Int(sender.value))
    }
}
