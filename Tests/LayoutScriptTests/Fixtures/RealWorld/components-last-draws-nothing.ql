// Modelled on duckduckgo/iOS, DuckDuckGo/AutofillViews.swift: a namespace struct of small SwiftUI
// components (a header, a headline, a primary and a secondary button) with no preview, the last of
// them a spacer sized by optional heights chosen by `#available` — it draws nothing, so the file
// is shown by the last component that draws; the texts, the sizes and the styles are ours.
// expect-min-frames: 1
import SwiftUI

struct SheetParts {
    struct Headline: View {
        let title: String

        var body: some View {
            Text(title)
                .font(.system(size: 20, weight: .semibold))
                .multilineTextAlignment(.center)
        }
    }

    struct PrimaryButton: View {
        let title: String
        let action: () -> Void

        var body: some View {
            Button(action: action) {
                Text(title)
                    .padding(.vertical, 12)
                    .frame(maxWidth: 320)
            }
        }
    }

    struct GapView: View {
        let height: CGFloat?
        let legacyHeight: CGFloat?

        init(height: CGFloat? = nil, legacyHeight: CGFloat? = nil) {
            self.height = height
            self.legacyHeight = legacyHeight
        }

        var body: some View {
            if #available(iOS 16.0, *) {
                Spacer().frame(height: height)
            } else {
                Spacer().frame(height: legacyHeight)
            }
        }
    }
}
