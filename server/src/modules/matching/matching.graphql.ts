/** Issue 16: filled in by the matching work. */
import '../../builder.js';
