import ClockKit
import UIKit

extension TideComplicationFamily {
    #if os(watchOS)
    func placeholderTemplate() -> CLKComplicationTemplate {
        let tint = BrandTint.accent
        let template = CLKComplicationTemplateCircularSmallSimpleImage(imageProvider: CLKImageProvider(onePieceImage: UIImage()))
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        template.tintColor = tint
        return template
    }
    #endif

    #if os(iOS)
    func galleryTint(for label: UILabel) {
        // On iOS the token follows the appearance: not a site.
        label.textColor = BrandTint.accent
    }
    #endif
}

enum TideComplicationFamily {
    case circular
    case modular
}
