// Modelled on FlineDev/HandySwiftUI, Sources/HandySwiftUI/Modifiers/ProgressOverlay.swift: a file
// whose only view is a ViewModifier (shown on a placeholder `content`) that overlays a progress
// view chosen by a switch over an enum with associated values (its first case, with placeholder
// values, as no preview gives one), and the `View` extension that applies it.
// expect-min-frames: 2
import SwiftUI

public enum LoadingBadge {
   case spinner(visible: Bool, caption: String? = nil)
   case meter(fraction: Double)
}

private struct LoadingBadgeOverlay: ViewModifier {
   let badge: LoadingBadge

   func body(content: Content) -> some View {
      content
         .padding(12)
         .overlay(alignment: .topTrailing) {
            switch badge {
            case let .spinner(visible, caption):
               if visible {
                  ProgressView(caption ?? "")
               } else {
                  Image(systemName: "checkmark.circle")
               }
            case let .meter(fraction):
               ProgressView(value: fraction)
            }
         }
   }
}

extension View {
   public func loadingBadge(_ badge: LoadingBadge) -> some View {
      modifier(LoadingBadgeOverlay(badge: badge))
   }
}
