// Modelled on ioskrew/SwiftLayout-Sample's UIKit counterparts (UIKit/UIKitMenuDetailBottomView.swift
// pins to layoutMarginsGuide) rewritten with SwiftLayout as its SwiftLayout/ folder does: a view
// whose label sits in the layout margins and whose banner fills the safe area's top.
// expect-min-frames: 3
import UIKit
import SwiftLayout

final class BannerView: UIView, Layoutable {
    let banner = UIView()
    let messageLabel = UILabel().config { $0.text = "You are offline" }

    var activation: Activation?

    var layout: some Layout {
        self.sublayout {
            banner.anchors {
                Anchors.cap(self.safeAreaLayoutGuide)
                Anchors.height.equalTo(constant: 60)
            }.sublayout {
                messageLabel.anchors {
                    Anchors.leading.equalTo(banner.layoutMarginsGuide)
                    Anchors.centerY
                }
            }
        }
    }
}
