// The media store other modules keep their uploads in.
export { MediaStore } from './media.service';
