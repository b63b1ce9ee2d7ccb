// Code written for UIKit computes frames with Core Graphics' types; `import StackLayout` brings
// Foundation's, and only those.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
