// Modelled on ioskrew/SwiftLayout-Sample, SwiftLayout-Sample/SwiftLayout/BottomView/MenuDetailBottomView.swift:
// a Layoutable view with a @LayoutProperty Bool, an `if` inside `sublayout { }` choosing a stack of
// rows, a ternary choosing which view to anchor, `config` blocks with branches, Anchors.size and shoe.
// expect-min-frames: 4
import UIKit
import SwiftLayout

final class OrderFooterView: UIView, Layoutable {
    @LayoutProperty var showsExtras: Bool = true
    let isSoldOut = false

    let extrasTitleLabel = UILabel().config { $0.text = "Extras" }
    let toggleButton = UIButton()
    let extrasStackView = UIView()
    let soldOutLabel = UILabel().config { $0.text = "Sold out" }
    let orderButton = UIButton().config { $0.setTitle("Order", for: .normal) }

    var activation: Activation?
    var layout: some Layout {
        self.sublayout {
            extrasTitleLabel.anchors {
                Anchors.top
                Anchors.leading
            }

            toggleButton.config {
                if showsExtras {
                    $0.setImage(.init(systemName: "chevron.down"), for: .normal)
                } else {
                    $0.setImage(.init(systemName: "chevron.up"), for: .normal)
                }
            }.anchors {
                Anchors.centerY.equalTo(extrasTitleLabel, attribute: .centerY, constant: 0)
                Anchors.trailing
                Anchors.size(width: 40, height: 30)
            }

            if showsExtras {
                extrasStackView.anchors {
                    Anchors.top.equalTo(extrasTitleLabel, attribute: .bottom, constant: 10)
                    Anchors.horizontal()
                    Anchors.height.equalTo(constant: 80)
                }
            }

            (isSoldOut ? soldOutLabel : orderButton).anchors {
                if self.showsExtras {
                    Anchors.top.equalTo(extrasStackView, attribute: .bottom, constant: 15)
                } else {
                    Anchors.top.equalTo(extrasTitleLabel, attribute: .bottom, constant: 15)
                }
                Anchors.height.equalTo(constant: 40)
                Anchors.shoe()
            }
        }
    }
}
