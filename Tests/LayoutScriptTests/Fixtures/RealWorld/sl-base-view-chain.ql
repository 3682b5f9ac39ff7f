// Modelled on ioskrew/SwiftLayout-Sample, SwiftLayout-Sample/SwiftLayout/BottomView/MenuDetailBottomBaseView.swift
// and the MenuDetailBottomView that subclasses it: a project base view (itself a UIView subclass)
// declaring the subviews, a final subclass adopting Layoutable and laying them out.
// expect-min-frames: 3
import UIKit
import SwiftLayout

class CheckoutBaseView: UIView {
    let totalTitleLabel = UILabel().config { $0.text = "Total" }
    let totalLabel = UILabel().config { $0.text = "$12.40" }
    let payButton = UIButton().config { $0.setTitle("Pay", for: .normal) }
}

final class CheckoutView: CheckoutBaseView, Layoutable {
    var activation: Activation?

    var layout: some Layout {
        self.sublayout {
            totalTitleLabel.anchors {
                Anchors.top.leading.equalToSuper(constant: 16)
            }
            totalLabel.anchors {
                Anchors.centerY.equalTo(totalTitleLabel)
                Anchors.trailing.equalToSuper(constant: -16)
            }
            payButton.anchors {
                Anchors.top.equalTo(totalTitleLabel, attribute: .bottom, constant: 20)
                Anchors.horizontal(offset: 16)
                Anchors.height.equalTo(constant: 44)
            }
        }
    }
}
