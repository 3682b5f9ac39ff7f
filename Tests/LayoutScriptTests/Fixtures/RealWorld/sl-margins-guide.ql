// Modelled on ioskrew/SwiftLayout-Sample, SwiftLayout-Sample/SwiftLayout/MenuDetailViewController.swift:
// a Layoutable whose `layout` caps one view to the safeAreaLayoutGuide with an offset and shoes a
// second view to it, the second one's top anchored below the first, each holding a label anchored
// `top.leading`; written here as a UIView banner and footer (no public SwiftLayout file pinning a
// label to layoutMarginsGuide was found, so this case no longer does).
// expect-min-frames: 3
import UIKit
import SwiftLayout

final class BannerView: UIView, Layoutable {
    let banner = UIView().config { $0.backgroundColor = .systemYellow }
    let footer = UIView()
    let messageLabel = UILabel().config { $0.text = "You are offline" }
    let retryLabel = UILabel().config {
        $0.text = "Retrying in 5 s"
        $0.font = .systemFont(ofSize: 13)
    }

    var activation: Activation?

    var layout: some Layout {
        self.sublayout {
            banner.anchors {
                Anchors.cap(self.safeAreaLayoutGuide, offset: 16)
                Anchors.height.equalTo(constant: 60)
            }.sublayout {
                messageLabel.anchors {
                    Anchors.top.leading
                }
            }
            footer.anchors {
                Anchors.top.equalTo(banner, attribute: .bottom, constant: 12)
                Anchors.shoe(self.safeAreaLayoutGuide, offset: 16)
            }.sublayout {
                retryLabel.anchors {
                    Anchors.top.leading
                }
            }
        }
    }
}
